import { CheckCircle2, Globe2, Lock, Scale, ShieldCheck, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { BackHomeLink } from "./back-home-link";
import { SentenceWithContactEmail } from "./contact-sales-link";
import { IconCardGrid } from "./icon-card-grid";
import { MarketingSection } from "./marketing-section";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";

const VALUE_ICONS: Record<string, LucideIcon> = { trust: ShieldCheck, fair: Scale, global: Globe2, privacy: Lock };

/** /about: who we are, what we stand for and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation("about");
  const values = Object.entries(copyObject<Record<string, { title: string; body: string }>>(t, "values.cards")).map(([key, card]) => ({
    key,
    Icon: VALUE_ICONS[key] ?? ShieldCheck,
    ...card,
  }));

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section aria-labelledby="about-mission" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t("mission.eyebrow")}</p>
          <h2 id="about-mission" className="mt-2 text-3xl font-bold tracking-tight text-balance text-brand-950">
            {t("mission.title")}
          </h2>
          {copyObject<string[]>(t, "mission.body").map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <MarketingSection id="about-values" eyebrow={t("values.eyebrow")} title={t("values.title")} tone="slate">
        <IconCardGrid cards={values} columns={4} />
      </MarketingSection>
      <MarketingSection id="about-what" eyebrow={t("what.eyebrow")} title={t("what.title")}>
        <ul className="mx-auto max-w-3xl space-y-4">
          {copyObject<string[]>(t, "what.items").map((item) => (
            <li key={item} className="flex gap-3 text-lg text-slate-700">
              <CheckCircle2 className="mt-1 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </MarketingSection>
      <section aria-labelledby="about-contact" className="bg-slate-50 py-14 text-center">
        <h2 id="about-contact" className="text-2xl font-bold text-brand-950">
          {t("contact.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl px-4 text-slate-600">
          <SentenceWithContactEmail sentence={(email) => t("contact.body", { email })} />
        </p>
      </section>
      <BackHomeLink />
    </>
  );
}
