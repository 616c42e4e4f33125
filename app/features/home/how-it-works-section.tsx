import { ArrowRight, CalendarCheck, ClipboardList, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { SectionHeading } from "~/ui/section-heading";

const STEPS = [
  { key: "find", Icon: Search },
  { key: "book", Icon: CalendarCheck },
  { key: "plan", Icon: ClipboardList },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-how-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-how-title"
          eyebrow={t("howItWorks.eyebrow")}
          title={t("howItWorks.title")}
          subtitle={t("howItWorks.subtitle")}
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-accent-700">{t("howItWorks.step", { n: index + 1 })}</span>
              </div>
              <h3 className="mt-6 text-xl font-bold text-brand-950">{t(`howItWorks.${key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{t(`howItWorks.${key}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <ButtonLink to="/how-it-works" variant="outline">
            {t("howItWorks.learnMore")}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
