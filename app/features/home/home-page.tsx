import { CtaSection } from "./cta-section";
import { GuaranteeSection } from "./guarantee-section";
import type { HomeUniversities } from "./home-universities.server";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { OnlineWidget } from "./online-widget";
import { ServicesSection } from "./services-section";
import { StatsBand } from "./stats-band";
import { TestimonialsSection } from "./testimonials-section";
import { TrustLogos } from "./trust-logos";
import { TrustZhSection } from "./trust-zh-section";
import { UniversityStrip } from "./university-strip";
import { useIsChinese } from "./use-home-locale";

/**
 * The home page, rendered inside root's <main>. Some sections exist in one language only
 * (spec): guarantee and testimonials in English; the trust section and the online widget
 * in Chinese; the university strip is hidden in Chinese.
 */
export function HomePage({ universities }: { universities: HomeUniversities }) {
  const isZh = useIsChinese();
  return (
    <>
      <HeroSection featured={universities.featured} />
      <TrustLogos universities={universities.trust} />
      <StatsBand />
      <HowItWorksSection />
      <ServicesSection />
      {isZh ? <TrustZhSection /> : <GuaranteeSection />}
      {!isZh && <UniversityStrip schools={universities.strip} />}
      {!isZh && <TestimonialsSection />}
      <CtaSection />
      {isZh && <OnlineWidget />}
    </>
  );
}
