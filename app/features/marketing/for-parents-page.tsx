import { BadgeCheck, CreditCard, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { toLocale } from "~/lib/i18n";
import { BackHomeLink } from "./back-home-link";
import { CtaBand } from "./cta-band";
import { FaqList, type FaqItem } from "./faq-list";
import { IconCardGrid } from "./icon-card-grid";
import { showsParentsFaq } from "./language-rules";
import { MarketingSection } from "./marketing-section";
import { NumberedSteps } from "./numbered-steps";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";
import { SignupActions } from "./signup-actions";

const PROMISE_ICONS: Record<string, LucideIcon> = { verified: BadgeCheck, join: Users, prices: CreditCard, guarantee: ShieldCheck };

/** /for-parents: what families can count on; the FAQ is hidden in Chinese (spec). */
export function ForParentsPage() {
  const { t, i18n } = useTranslation("for-parents");
  const promises = Object.entries(copyObject<Record<string, { title: string; body: string }>>(t, "promises.cards")).map(([key, card]) => ({
    key,
    Icon: PROMISE_ICONS[key] ?? ShieldCheck,
    ...card,
  }));
  const tips = Object.entries(copyObject<Record<string, { title: string; body: string }>>(t, "help.steps")).map(([key, step]) => ({ key, ...step }));
  const actions = <SignupActions signup={t("hero.signup")} browse={t("hero.browse")} />;

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")}>
        {actions}
      </PageHero>
      <MarketingSection id="parents-promises" eyebrow={t("promises.eyebrow")} title={t("promises.title")}>
        <IconCardGrid cards={promises} columns={4} />
      </MarketingSection>
      <MarketingSection id="parents-help" eyebrow={t("help.eyebrow")} title={t("help.title")} tone="slate">
        <NumberedSteps steps={tips} stepLabel={(n) => t("help.step", { n })} />
      </MarketingSection>
      {showsParentsFaq(toLocale(i18n.language) ?? "en") && (
        <MarketingSection id="parents-faq" title={t("faq.title")} testId="parents-faq">
          <FaqList items={copyObject<Record<string, FaqItem>>(t, "faq.items")} />
        </MarketingSection>
      )}
      <CtaBand id="parents-cta" title={t("cta.title")} body={t("cta.body")}>
        {actions}
      </CtaBand>
      <BackHomeLink />
    </>
  );
}
