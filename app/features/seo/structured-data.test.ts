import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqItemsFromStrings,
  faqPageFromStrings,
  organizationJsonLd,
  serviceJsonLd,
} from "./structured-data";

// The properties Google's structured data documentation lists for each type we emit
// (developers.google.com/search/docs/appearance/structured-data): required ones must be there,
// recommended ones should. Service is not a Google feature; its schema.org essentials are used.
const expectations: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: { required: [], recommended: ["name", "url", "logo", "description", "sameAs", "email"] },
  BlogPosting: { required: [], recommended: ["headline", "image", "datePublished", "dateModified", "author"] },
  FAQPage: { required: ["mainEntity"], recommended: [] },
  Question: { required: ["name", "acceptedAnswer"], recommended: [] },
  Answer: { required: ["text"], recommended: [] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ListItem: { required: ["position", "name", "item"], recommended: [] },
  Service: { required: ["name", "provider"], recommended: ["description", "serviceType", "url"] },
  Person: { required: ["name"], recommended: [] },
};

/** Every missing required or recommended property of the node and the typed nodes inside it, as "Type.property". */
function problems(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => problems(child, found));
  else if (typeof node === "object" && node !== null) {
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    // A nested node with an @id only points at the node that describes it (the Organization).
    const reference = "@id" in record && !("@context" in record);
    if (typeof type === "string" && expectations[type] && !reference) {
      const { required, recommended } = expectations[type];
      for (const property of [...required, ...recommended]) {
        const value = record[property];
        if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) found.push(`${type}.${property}`);
      }
    }
    Object.values(record).forEach((child) => problems(child, found));
  }
  return found;
}

const siteUrl = "https://unibridge.example";

describe("structured data builders", () => {
  it("Organization: one node with every recommended property, referred to by @id", () => {
    const org = organizationJsonLd({ siteUrl, description: "Mentoring", email: "hello@unibridge.example", sameAs: ["https://x.com/unibridge"] });
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", "@id": `${siteUrl}/#organization`, url: `${siteUrl}/` });
    expect(problems(org)).toEqual([]);
  });

  it("Service: provided by the Organization, at the page's URL in its language, offers without prices", () => {
    const service = serviceJsonLd({
      siteUrl,
      path: "/for-schools",
      locale: "zh",
      name: "学校合作",
      description: "顶尖大学导师",
      serviceType: "College admissions mentoring",
      audience: "High schools",
      offers: [{ name: "High School Basic", description: "Up to 100 student accounts" }],
    });
    expect(service.url).toBe(`${siteUrl}/for-schools?lang=zh`);
    expect(service).toMatchObject({ provider: { "@id": `${siteUrl}/#organization` }, offers: [{ "@type": "Offer", name: "High School Basic" }] });
    expect(JSON.stringify(service)).not.toContain("price");
    expect(problems(service)).toEqual([]);
  });

  it("BlogPosting: the recommended properties, absolute image, ISO dates and a headline Google does not cut", () => {
    const post = blogPostingJsonLd({
      siteUrl,
      path: "/blog/essay-tips",
      locale: "en",
      headline: "A".repeat(130),
      description: "How to write",
      image: "/media/abc",
      datePublished: new Date("2026-05-01T08:00:00Z"),
      dateModified: new Date("2026-05-03T09:00:00Z"),
      authorName: "Mei Z.",
      keywords: ["essays", "Harvard"],
    });
    expect(post.headline).toHaveLength(110);
    expect(post).toMatchObject({
      image: [`${siteUrl}/media/abc`],
      datePublished: "2026-05-01T08:00:00.000Z",
      dateModified: "2026-05-03T09:00:00.000Z",
      mainEntityOfPage: { "@id": `${siteUrl}/blog/essay-tips` },
      keywords: "essays, Harvard",
    });
    expect(problems(post)).toEqual([]);
  });

  it("FAQPage from a page namespace: every {question, answer} object wherever it is, in order, with its anchor id", () => {
    const bundle = {
      hero: { title: "Mentor Support", question: "not an FAQ: no answer" },
      faq: {
        items: {
          "payment-timing": { question: "When am I paid?", answer: "3-5 business days after the session.", category: "payment" },
          "reschedule-session": { question: "Can I reschedule?", answer: "Yes, with 24 hours' notice." },
        },
      },
      more: [{ "camera-check": { question: "Camera?", answer: "Test it first." } }],
    };
    expect(faqItemsFromStrings(bundle).map((item) => item.id)).toEqual(["payment-timing", "reschedule-session", "camera-check"]);
    const page = faqPageFromStrings(bundle)!;
    expect(page.mainEntity).toHaveLength(3);
    expect((page.mainEntity as unknown[])[0]).toEqual({
      "@type": "Question",
      name: "When am I paid?",
      acceptedAnswer: { "@type": "Answer", text: "3-5 business days after the session." },
    });
    expect(problems(page)).toEqual([]);
    expect(faqPageFromStrings({ hero: { title: "No questions here" } })).toBeNull();
  });

  it("BreadcrumbList: positions from 1 and each crumb's URL in the page's language", () => {
    const crumbs = breadcrumbListJsonLd(siteUrl, "zh", [
      { name: "首页", path: "/" },
      { name: "博客", path: "/blog" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${siteUrl}/?lang=zh` },
      { "@type": "ListItem", position: 2, name: "博客", item: `${siteUrl}/blog?lang=zh` },
    ]);
    expect(problems(crumbs)).toEqual([]);
  });

  it("the check itself notices a missing required property", () => {
    expect(problems({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q" }] })).toEqual(["Question.acceptedAnswer"]);
  });
});
