import { BadgeCheck, RotateCcw, ShieldCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { SectionHeading } from "~/ui/section-heading";

const GUARANTEES = [
  { key: "satisfaction", Icon: ShieldCheck },
  { key: "verified", Icon: BadgeCheck },
  { key: "refund", Icon: RotateCcw },
] as const;

/** The confidence section: satisfaction guarantee, .edu verification and the refund terms (English only). */
export function GuaranteeSection() {
  const { t } = useTranslation("home");
  return (
    <section data-testid="home-guarantee" aria-labelledby="home-guarantee-title" className="bg-brand-950 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-guarantee-title"
          tone="dark"
          eyebrow={t("guarantee.eyebrow")}
          title={t("guarantee.title")}
          subtitle={t("guarantee.subtitle")}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {GUARANTEES.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-white/10 bg-white/5 p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent-300 text-brand-950">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-xl font-bold text-white">{t(`guarantee.${key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-slate-300">{t(`guarantee.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
