import { PlayCircle } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { toLocale } from "~/lib/i18n";
import { ButtonLink } from "~/ui/button-link";
import { BackHomeLink } from "./back-home-link";
import { CtaBand } from "./cta-band";
import { DemoWalkthrough } from "./demo-walkthrough";
import { showsMentorSection } from "./language-rules";
import { MarketingSection } from "./marketing-section";
import { NumberedSteps } from "./numbered-steps";
import { copyObject } from "./page-copy";
import { PageHero } from "./page-hero";
import { SignupActions } from "./signup-actions";

type Steps = Record<string, { title: string; body: string }>;

/** /how-it-works: the student's steps, the product walkthrough (#demo) and, in English, the mentor's steps. */
export function HowItWorksPage() {
  const { t, i18n } = useTranslation("how-it-works");
  const steps = (key: string) => Object.entries(copyObject<Steps>(t, key)).map(([k, step]) => ({ key: k, ...step }));
  const actions = <SignupActions signup={t("hero.signup")} browse={t("hero.browse")} />;

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle")}>
        {actions}
        <a
          href="#demo"
          className="inline-flex h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:focus-ring focus-ring-accent-300"
        >
          <PlayCircle className="size-6 text-accent-300" aria-hidden="true" />
          {t("hero.demo")}
        </a>
      </PageHero>
      <MarketingSection id="how-students" eyebrow={t("students.eyebrow")} title={t("students.title")} tone="slate">
        <NumberedSteps steps={steps("students.steps")} stepLabel={(n) => t("students.step", { n })} />
      </MarketingSection>
      <DemoWalkthrough />
      {showsMentorSection(toLocale(i18n.language) ?? "en") && (
        <MarketingSection id="how-mentors" eyebrow={t("mentors.eyebrow")} title={t("mentors.title")} subtitle={t("mentors.subtitle")} tone="slate" testId="how-mentors">
          <NumberedSteps steps={steps("mentors.steps")} stepLabel={(n) => t("mentors.step", { n })} />
          <div className="mt-10 text-center">
            <ButtonLink to="/signup?role=mentor" variant="outline" size="lg">
              {t("mentors.cta")}
            </ButtonLink>
          </div>
        </MarketingSection>
      )}
      <CtaBand id="how-cta" title={t("cta.title")} body={t("cta.body")}>
        {actions}
      </CtaBand>
      <BackHomeLink />
    </>
  );
}
