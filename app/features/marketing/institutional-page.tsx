import { ArrowRight, BadgeCheck, CalendarCheck, CheckCircle2, Languages, Star, Video, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { ContactSalesLink } from "./contact-sales-link";
import { CtaBand } from "./cta-band";
import { CONSULTATION_PATH } from "./consultation-path";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { IconCardGrid } from "./icon-card-grid";
import { MarketingSection } from "./marketing-section";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";
import { PlanTiers } from "./plan-tiers";

const TIERS = ["basic", "premium", "enterprise"] as const;
const INCLUDED_ICONS: Record<string, LucideIcon> = { verified: BadgeCheck, sessions: Video, ratings: Star, languages: Languages };

/** /institutional (spec §2 "Institutions page"): partnership tiers and the high-school partnership. */
export function InstitutionalPage() {
  const { t } = useTranslation("institutional");
  const tiers = TIERS.map((key) => ({
    key,
    name: t(`tiers.${key}.name`),
    audience: t(`tiers.${key}.audience`),
    features: copyObject<string[]>(t, `tiers.${key}.features`),
    recommended: key === "premium",
  }));
  const included = Object.entries(copyObject<Record<string, { title: string; body: string }>>(t, "included.cards")).map(([key, card]) => ({
    key,
    Icon: INCLUDED_ICONS[key] ?? BadgeCheck,
    ...card,
  }));
  const actions = (
    <>
      <ContactSalesLink label={t("hero.contactSales")} subject={t("hero.mailSubject")} variant="accent" />
      <ButtonLink to="/how-it-works" variant="outline-light" size="lg">
        {t("hero.learnMore")}
        <ArrowRight className="size-5" aria-hidden="true" />
      </ButtonLink>
    </>
  );

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")}>
        {actions}
      </PageHero>

      <MarketingSection id="institutional-tiers" eyebrow={t("tiers.eyebrow")} title={t("tiers.title")} subtitle={t("tiers.subtitle")} tone="slate">
        <PlanTiers tiers={tiers} priceLabel={t("tiers.price")} recommendedLabel={t("tiers.recommended")} />
      </MarketingSection>

      <section id="high-school-partnership" aria-labelledby="institutional-partnership" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t("partnership.eyebrow")}</p>
            <h2 id="institutional-partnership" className="mt-2 text-3xl font-bold tracking-tight text-balance text-brand-950">
              {t("partnership.title")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("partnership.body")}</p>
          </div>
          <div className="rounded-2xl bg-brand-50 p-8">
            <ul className="space-y-3">
              {copyObject<string[]>(t, "partnership.points").map((point) => (
                <li key={point} className="flex gap-2 text-slate-800">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={CONSULTATION_PATH} size="lg" className="mt-8">
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t("partnership.cta")}
            </ButtonLink>
          </div>
        </div>
      </section>

      <MarketingSection id="institutional-included" eyebrow={t("included.eyebrow")} title={t("included.title")} tone="slate">
        <IconCardGrid cards={included} columns={4} />
      </MarketingSection>

      <CtaBand id="institutional-cta" title={t("cta.title")} body={t("cta.body")}>
        {actions}
        <div className="mt-6 w-full">
          <LeadCaptureForm source="institutional" page="/institutional" tone="dark" />
        </div>
      </CtaBand>
    </>
  );
}
