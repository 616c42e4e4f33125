import { BookOpenCheck, Clock, Compass, GraduationCap, MessagesSquare, PenLine } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { formatPriceRange } from "~/ui/format-price";
import { SectionHeading } from "~/ui/section-heading";

/** Mentors are advised to price between these bounds (spec: $35-85 per 60-minute session). */
const PRICE_MIN_DOLLARS = 35;
const PRICE_MAX_DOLLARS = 85;

const SERVICES = [
  { key: "sat", Icon: BookOpenCheck },
  { key: "essay", Icon: PenLine },
  { key: "college", Icon: GraduationCap },
  { key: "interview", Icon: MessagesSquare },
  { key: "general", Icon: Compass },
] as const;

export function ServicesSection() {
  const { t, i18n } = useTranslation("home");
  const price = formatPriceRange(PRICE_MIN_DOLLARS, PRICE_MAX_DOLLARS, i18n.language);
  return (
    <section aria-labelledby="home-services-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-services-title"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          subtitle={t("services.subtitle")}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{t(`services.${key}.title`)}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{t(`services.${key}.body`)}</p>
              <dl className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
                <div>
                  <dt className="sr-only">{t("services.priceLabel")}</dt>
                  <dd className="text-base font-bold text-brand-700">{price}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("services.durationLabel")}</dt>
                  <dd className="flex items-center gap-1.5 text-slate-600">
                    <Clock className="size-4" aria-hidden="true" />
                    {t("services.duration")}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-2xl bg-brand-900 p-7 text-white">
            <p className="text-lg font-bold">{t("services.ctaTitle")}</p>
            <p className="mt-2 text-slate-300">{t("services.ctaBody")}</p>
            <div className="mt-6">
              <ButtonLink to="/mentors" variant="accent">
                {t("services.browse")}
              </ButtonLink>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
