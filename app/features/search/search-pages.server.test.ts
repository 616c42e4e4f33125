import { describe, expect, it } from "vitest";
import { sitePages } from "~/features/seo/public-pages";
import { buildPageIndex, searchPageIndex, snippetAround } from "./search-pages.server";

const namespaces: Record<string, Record<string, unknown>> = {
  "en/mentor-support": {
    hero: { title: "Mentor Support Center", body: "Support hours are Monday to Friday, 9 to 5 Eastern, at {{email}}." },
    faq: {
      items: {
        "payment-timing": { question: "When do I receive my payment?", answer: "Payments arrive in 3-5 business days after a completed session.", category: "payment" },
        "reschedule-session": { question: "Can a student reschedule?", answer: "Yes, with 24 hours' notice; the payment moves with the session." },
      },
    },
  },
  "zh/mentor-support": {
    hero: { title: "导师支持中心", body: "支持时间为美国东部时间周一至周五 9 点至 17 点。" },
    faq: { items: { "payment-timing": { question: "我什么时候收到付款？", answer: "付款在课程完成后 3-5 个工作日内到账。" } } },
  },
  "en/terms": { sections: { payments: { title: "Payments", body: "Payment is taken when you book a session." } } },
};

const pages = sitePages.filter((page) => ["mentorSupport", "terms", "privacy", "home"].includes(page.id));
const index = (locale: "en" | "zh") => buildPageIndex(locale, pages, (l, ns) => namespaces[`${l}/${ns}`]);

describe("site search over pages and answers", () => {
  it("finds each FAQ answer as its own result linking to its anchor, question matches before answer-only matches", () => {
    const { answers } = searchPageIndex(index("en"), "payment");
    expect(answers.map((answer) => answer.path)).toEqual(["/mentor-support#payment-timing", "/mentor-support#reschedule-session"]);
    expect(answers[0]).toMatchObject({ pageName: "Mentor Support Center", question: "When do I receive my payment?" });
  });

  it("ranks a page whose name matches above one that only mentions the words, and needs every word", () => {
    const { pages: hits } = searchPageIndex(index("en"), "support");
    expect(hits[0]!.path).toBe("/mentor-support");
    // Terms mentions payments in its description and its text, Mentor Support only in its description.
    expect(searchPageIndex(index("en"), "payment").pages.map((page) => page.path)).toEqual(["/terms", "/mentor-support"]);
    expect(searchPageIndex(index("en"), "payment book").pages.map((page) => page.path)).toEqual(["/terms"]);
    expect(searchPageIndex(index("en"), "payment astronaut")).toEqual({ pages: [], answers: [] });
  });

  it("searches the page's language, Chinese by substring, and never shows translation placeholders", () => {
    expect(searchPageIndex(index("zh"), "付款").answers.map((answer) => answer.path)).toEqual(["/mentor-support#payment-timing"]);
    expect(searchPageIndex(index("zh"), "payment").answers).toEqual([]);
    const hours = searchPageIndex(index("en"), "support hours").pages[0]!;
    expect(hours.snippet).toBe("Support hours are Monday to Friday, 9 to 5 Eastern, at .");
  });

  it("indexes a registered page whose namespace is not in this build by its name and description", () => {
    expect(searchPageIndex(index("en"), "privacy").pages.map((page) => page.path)).toEqual(["/privacy"]);
  });

  it("cuts long snippets around the first match", () => {
    const text = `${"a ".repeat(200)}needle ${"b ".repeat(200)}`;
    const snippet = snippetAround(text, ["needle"]);
    expect(snippet).toContain("needle");
    expect(snippet.startsWith("…") && snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(182);
  });
});
