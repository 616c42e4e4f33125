import { BadgeCheck, CalendarClock, Calculator, Clock, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { BackHomeLink } from "./back-home-link";
import { ComparisonTable, type ComparisonRow } from "./comparison-table";
import { CtaBand } from "./cta-band";
import { IconCardGrid } from "./icon-card-grid";
import { MarketingSection } from "./marketing-section";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";
import { SignupActions } from "./signup-actions";
import { StatGrid } from "./stat-grid";

const REASON_ICONS: Record<string, LucideIcon> = {
  verified: BadgeCheck,
  sat: Calculator,
  price: Wallet,
  recent: Clock,
  flexible: CalendarClock,
  guarantee: ShieldCheck,
};

/** /why-us: why choose Unibridge, with buttons to /signup and /mentors (spec §2). */
export function WhyUsPage() {
  const { t } = useTranslation("why-us");
  const stats = Object.entries(copyObject<Record<string, { value: string; label: string }>>(t, "stats.items")).map(([key, s]) => ({ key, ...s }));
  const reasons = Object.entries(copyObject<Record<string, { title: string; body: string }>>(t, "reasons.cards")).map(([key, card]) => ({
    key,
    Icon: REASON_ICONS[key] ?? BadgeCheck,
    ...card,
  }));
  const rows = Object.entries(copyObject<Record<string, Omit<ComparisonRow, "key">>>(t, "compare.rows")).map(([key, row]) => ({ key, ...row }));
  const actions = <SignupActions signup={t("hero.signup")} browse={t("hero.browse")} />;

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")}>
        {actions}
      </PageHero>
      <section aria-label={t("stats.label")} className="bg-slate-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <StatGrid stats={stats} />
        </div>
      </section>
      <MarketingSection id="why-reasons" eyebrow={t("reasons.eyebrow")} title={t("reasons.title")}>
        <IconCardGrid cards={reasons} />
      </MarketingSection>
      <MarketingSection id="why-compare" eyebrow={t("compare.eyebrow")} title={t("compare.title")} tone="slate">
        <ComparisonTable
          caption={t("compare.caption")}
          columns={{ feature: t("compare.feature"), us: t("compare.us"), them: t("compare.them") }}
          rows={rows}
        />
      </MarketingSection>
      <CtaBand id="why-cta" title={t("cta.title")} body={t("cta.body")}>
        {actions}
      </CtaBand>
      <BackHomeLink />
    </>
  );
}
