import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { renderPage } from "~/test/render-page";
import { AboutPage } from "./about-page";
import { LinkScene, PayScene, RateScene } from "./demo-scenes-booked";
import { FindScene, SlotScene } from "./demo-scenes-discover";
import { ForParentsPage } from "./for-parents-page";
import { ForSchoolsPage } from "./for-schools-page";
import { HowItWorksPage } from "./how-it-works-page";
import { InstitutionalPage } from "./institutional-page";
import { logoUniversities } from "./logo-universities.server";
import { WhyUsPage } from "./why-us-page";

const pages: Record<string, ComponentType> = {
  "for-schools": () => <ForSchoolsPage universities={logoUniversities()} />,
  institutional: InstitutionalPage,
  "why-us": WhyUsPage,
  "how-it-works": HowItWorksPage,
  about: AboutPage,
  "for-parents": ForParentsPage,
};

// The product's namespaces a page's loader sends along with its own.
const alsoSent: Record<string, string[]> = { "how-it-works": ["mentors", "booking", "meetings", "ratings"], "for-schools": ["leads"], institutional: ["leads"] };

function render(namespace: string, locale: Locale): string {
  const Page = pages[namespace]!;
  function WithStrings() {
    usePageStrings(pageStrings(locale, namespace, ...(alsoSent[namespace] ?? [])));
    return <Page />;
  }
  return renderPage(<WithStrings />, { locale, path: `/${namespace}` }).replace(/<!-- -->/g, "");
}

describe.each(Object.keys(pages))("/%s", (namespace) => {
  it.each(["en", "zh"] as const)("renders its own copy with exactly one h1 (%s)", (locale) => {
    const html = render(namespace, locale);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // No key of the page namespace was left untranslated (a missing key renders as itself).
    expect(html).not.toMatch(/>(hero|meta|faq|cta|demo|tiers)\.[\w.]+</);
    if (locale === "zh") expect(html).toMatch(/<h1[^>]*>[^<]*[\u4e00-\u9fff]/);
  });
});

describe("language rules", () => {
  it("shows the mentor section of /how-it-works in English only", () => {
    expect(render("how-it-works", "en")).toContain('data-testid="how-mentors"');
    expect(render("how-it-works", "zh")).not.toContain('data-testid="how-mentors"');
  });

  it("shows the parents FAQ in English only, each answer reachable by its anchor", () => {
    const en = render("for-parents", "en");
    expect(en).toContain('data-testid="parents-faq"');
    expect(en).toContain('id="parents-minimum-age"');
    expect(en).toContain("at least 13 years old");
    const zh = render("for-parents", "zh");
    expect(zh).not.toContain('data-testid="parents-faq"');
    expect(zh).not.toContain('id="parents-minimum-age"');
  });
});

describe.each(["for-schools", "institutional"])("the lead capture form on /%s", (namespace) => {
  it("speaks English and Chinese", () => {
    expect(render(namespace, "en")).toContain("Keep me posted");
    expect(render(namespace, "zh")).toContain("通知我");
  });
});

describe("the walkthrough's scenes", () => {
  // Each miniature shows a label of the screen it draws, from that screen's namespace.
  const scenes: [string, ComponentType, Record<Locale, string>][] = [
    ["find", FindScene, { en: "Schedule Meeting", zh: "预约辅导" }],
    ["slot", SlotScene, { en: "Times are in US Eastern time (ET).", zh: "时间为美国东部时间（美东时间）" }],
    ["pay", PayScene, { en: "Complete Purchase", zh: "完成购买" }],
    ["link", LinkScene, { en: "Join the video call", zh: "加入视频会议" }],
    ["rate", RateScene, { en: "Submit Rating", zh: "提交评分" }],
  ];
  it.each(scenes)("%s, in English and Chinese", (_step, Scene, label) => {
    for (const locale of ["en", "zh"] as const) {
      expect(renderPage(<Scene />, { locale, pageNamespaces: ["how-it-works", ...alsoSent["how-it-works"]!] })).toContain(label[locale]);
    }
  });
});

describe("/for-schools", () => {
  const html = render("for-schools", "en");

  it("reproduces the spec's claims", () => {
    for (const claim of ["415:1", "38 min", "73%", "2.3x", "+35%", "+120", "92%", "FERPA compliance", "Background-checked mentors", "Monitored sessions", "Verified .edu emails", "SAT tutors scoring 1500+"]) {
      expect(html).toContain(claim);
    }
  });

  it("has the five FAQ answers under their anchors", () => {
    for (const id of ["replace-counselors", "staff-time", "measuring-impact", "customization", "pricing"]) expect(html).toContain(`id="${id}"`);
  });

  it("books the info call and the demo on /founder-consultation", () => {
    expect(html).toMatch(/href="\/founder-consultation"[^>]*>.*Book a Free Info Call/);
    expect(html).toMatch(/href="\/founder-consultation"[^>]*>Schedule a Demo</);
    expect(html).toContain("Contact Sales Team");
  });
});

describe("/institutional", () => {
  const html = render("institutional", "en");

  it("lists the three tiers, each 'Contact for pricing', Premium recommended", () => {
    expect(html.match(/Contact for pricing/g)).toHaveLength(3);
    expect(html).toContain("Up to 100 student accounts");
    expect(html).toContain("Unlimited student accounts");
    expect(html).toContain("API access");
    expect(html).toContain("Multi-school accounts");
    expect(html).toMatch(/data-testid="tier-premium"[^>]*>.*Recommended/);
  });

  it("links How Unibridge works to /how-it-works and the partnership to /founder-consultation", () => {
    expect(html).toMatch(/href="\/how-it-works"[^>]*>How Unibridge works/);
    expect(html).toMatch(/id="high-school-partnership"[\s\S]*href="\/founder-consultation"/);
    expect(html).toContain('href="mailto:');
  });
});

describe("/why-us", () => {
  it("sends visitors to /signup and /mentors and ends with Back to Home", () => {
    const html = render("why-us", "en");
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/mentors"');
    expect(html).toMatch(/href="\/"[^>]*>.*Back to Home/);
  });
});
