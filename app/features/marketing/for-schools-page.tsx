import { BarChart3, CalendarCheck, GraduationCap, Headphones, Layers, LineChart, PiggyBank, Presentation, Sparkles, Trophy, Users, Wallet, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { CheckListGroup } from "./check-list-group";
import { CONSULTATION_PATH } from "./consultation-path";
import { ContactSalesLink, SentenceWithContactEmail } from "./contact-sales-link";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { CtaBand } from "./cta-band";
import { FaqList, type FaqItem } from "./faq-list";
import { IconCardGrid } from "./icon-card-grid";
import { MarketingSection } from "./marketing-section";
import { NumberedSteps } from "./numbered-steps";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";
import { StatGrid } from "./stat-grid";
import { UniversityLogos } from "./university-logos";
import type { University } from "~content/universities";

type TitledBody = Record<string, { title: string; body: string }>;
type Figures = Record<string, { value: string; label: string }>;

const PROGRAM_ICONS = { mentors: GraduationCap, noLift: Sparkles, outcomes: Trophy, funding: Wallet } as const;
const FEATURE_ICONS = { bulk: Users, progress: LineChart, volume: PiggyBank, training: Presentation, analytics: BarChart3, support: Headphones } as const;


/** /for-schools (spec §2 "Schools page"): every section, in the spec's order. */
export function ForSchoolsPage({ universities }: { universities: University[] }) {
  const { t } = useTranslation("for-schools");
  const figures = (key: string) => Object.entries(copyObject<Figures>(t, key)).map(([k, v]) => ({ key: k, ...v }));
  const cards = (key: string, icons: Record<string, LucideIcon>) =>
    Object.entries(copyObject<TitledBody>(t, key)).map(([k, v]) => ({ key: k, Icon: icons[k] ?? Layers, ...v }));
  const steps = Object.entries(copyObject<TitledBody>(t, "process.steps")).map(([k, v]) => ({ key: k, ...v }));
  const lists = (["safety", "quality", "support"] as const).map((key) => ({
    key,
    title: t(`trust.${key}.title`),
    items: copyObject<string[]>(t, `trust.${key}.items`),
  }));

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <ButtonLink to={CONSULTATION_PATH} variant="accent" size="lg">
          <CalendarCheck className="size-5" aria-hidden="true" />
          {t("hero.bookCall")}
        </ButtonLink>
        <ContactSalesLink label={t("hero.contactSales")} subject={t("hero.mailSubject")} />
      </PageHero>

      <MarketingSection id="schools-gap" eyebrow={t("gap.eyebrow")} title={t("gap.title")} subtitle={t("gap.subtitle")} tone="slate">
        <StatGrid stats={figures("gap.stats")} />
      </MarketingSection>

      <MarketingSection id="schools-program" eyebrow={t("program.eyebrow")} title={t("program.title")} subtitle={t("program.subtitle")}>
        <IconCardGrid cards={cards("program.cards", PROGRAM_ICONS)} columns={4} />
      </MarketingSection>

      <MarketingSection id="schools-process" eyebrow={t("process.eyebrow")} title={t("process.title")} tone="slate">
        <NumberedSteps steps={steps} stepLabel={(n) => t("process.step", { n })} />
      </MarketingSection>

      <MarketingSection id="schools-features" eyebrow={t("features.eyebrow")} title={t("features.title")}>
        <IconCardGrid cards={cards("features.cards", FEATURE_ICONS)} />
      </MarketingSection>

      <MarketingSection id="schools-results" eyebrow={t("results.eyebrow")} title={t("results.title")} subtitle={t("results.subtitle")} tone="dark">
        <StatGrid stats={figures("results.stats")} tone="dark" />
      </MarketingSection>

      <MarketingSection id="schools-universities" title={t("universities.title")}>
        <UniversityLogos label={t("universities.label")} universities={universities} />
      </MarketingSection>

      <MarketingSection id="schools-trust" eyebrow={t("trust.eyebrow")} title={t("trust.title")} tone="slate">
        <CheckListGroup lists={lists} />
      </MarketingSection>

      <MarketingSection id="schools-faq" title={t("faq.title")} testId="schools-faq">
        <FaqList items={copyObject<Record<string, FaqItem>>(t, "faq.items")} />
      </MarketingSection>

      <CtaBand id="schools-cta" title={t("cta.title")} body={t("cta.body")}>
        <ButtonLink to={CONSULTATION_PATH} variant="accent" size="lg">
          {t("cta.demo")}
        </ButtonLink>
        <ContactSalesLink label={t("cta.sales")} subject={t("hero.mailSubject")} />
        <div className="mt-6 w-full">
          <LeadCaptureForm source="for-schools" page="/for-schools" tone="dark" />
        </div>
      </CtaBand>

      <section aria-labelledby="schools-get-started" className="bg-white py-14 text-center">
        <h2 id="schools-get-started" className="text-2xl font-bold text-brand-950">
          {t("getStarted.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl px-4 text-slate-600">
          <SentenceWithContactEmail sentence={(email) => t("getStarted.body", { email })} />
        </p>
      </section>
    </>
  );
}
