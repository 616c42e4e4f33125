import type { BlogPosting, BreadcrumbList, FAQPage, Organization, Question, Service, WithContext } from "schema-dts";
import type { Locale } from "~/lib/i18n";
import { localizedUrl } from "~/lib/page-url";

// Builders for the schema.org JSON-LD the public pages carry (spec §9 site metadata), typed with
// schema-dts so a misspelt property fails to compile. Google's documented required and
// recommended properties are checked in structured-data.test.ts.

const CONTEXT = "https://schema.org" as const;

/** The one Organization node every other node points at by @id. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

function inLanguage(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

export interface OrganizationInput {
  siteUrl: string;
  description: string;
  email?: string;
  /** Profiles of the company elsewhere (the footer's social links). */
  sameAs?: readonly string[];
}

export function organizationJsonLd({ siteUrl, description, email, sameAs }: OrganizationInput): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: "Unibridge",
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description,
    ...(email ? { email, contactPoint: { "@type": "ContactPoint", contactType: "customer support", email } } : {}),
    ...(sameAs?.length ? { sameAs: [...sameAs] } : {}),
  };
}

export interface ServiceInput {
  siteUrl: string;
  path: string;
  locale: Locale;
  name: string;
  description: string;
  serviceType: string;
  /** Who it is for, e.g. "High schools" (an Audience's audienceType). */
  audience?: string;
  /** Spec: institutional plans say 'Contact for pricing', so an offer carries no price. */
  offers?: readonly { name: string; description?: string }[];
}

export function serviceJsonLd(input: ServiceInput): WithContext<Service> {
  const url = localizedUrl(input.siteUrl, input.path, input.locale);
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: "Unibridge", url: `${input.siteUrl}/` },
    areaServed: "Worldwide",
    ...(input.audience ? { audience: { "@type": "Audience", audienceType: input.audience } } : {}),
    ...(input.offers?.length
      ? { offers: input.offers.map((offer) => ({ "@type": "Offer" as const, name: offer.name, ...(offer.description ? { description: offer.description } : {}), url })) }
      : {}),
  };
}

export interface BlogPostingInput {
  siteUrl: string;
  /** The post's path, e.g. "/blog/essay-tips". */
  path: string;
  locale: Locale;
  headline: string;
  description: string;
  /** Absolute or site-relative image URL. */
  image?: string | null;
  datePublished: Date;
  dateModified: Date;
  authorName: string;
  keywords?: readonly string[];
  articleSection?: string;
}

export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPosting> {
  const url = localizedUrl(input.siteUrl, input.path, input.locale);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    // Google shows at most 110 characters of a headline.
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: inLanguage(input.locale),
    ...(input.image ? { image: [new URL(input.image, `${input.siteUrl}/`).toString()] } : {}),
    datePublished: input.datePublished.toISOString(),
    dateModified: input.dateModified.toISOString(),
    author: { "@type": "Person", name: input.authorName },
    publisher: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: "Unibridge", logo: `${input.siteUrl}/favicon.svg` },
    ...(input.articleSection ? { articleSection: input.articleSection } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
  };
}

export interface FaqItem {
  /** The answer's anchor id on its page. */
  id: string;
  question: string;
  answer: string;
}

/** Whether a value is one FAQ entry of a page namespace: an object with question and answer strings. */
export function isFaqEntry(value: unknown): value is { question: string; answer: string } {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.question === "string" && typeof entry.answer === "string";
}

/**
 * Every {question, answer} object of a page namespace, in document order, keyed by its anchor id
 * (the object's key): the brief's convention for FAQ and help answers.
 */
export function faqItemsFromStrings(bundle: Record<string, unknown>): FaqItem[] {
  const items: FaqItem[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (isFaqEntry(value)) items.push({ id: key, question: value.question, answer: value.answer });
      else walk(value);
    }
  };
  walk(bundle);
  return items;
}

/** Answers are plain text in the namespaces; a stray tag would be read as text by Google anyway. */
export function faqPageJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map(
      (item): Question => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } }),
    ),
  };
}

/** FAQPage JSON-LD from a page namespace (as its loader sends it), or null when it has no FAQ. */
export function faqPageFromStrings(bundle: Record<string, unknown>): WithContext<FAQPage> | null {
  const items = faqItemsFromStrings(bundle);
  return items.length ? faqPageJsonLd(items) : null;
}

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumbs from the home page down to the current page (the last crumb). */
export function breadcrumbListJsonLd(siteUrl: string, locale: Locale, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: localizedUrl(siteUrl, crumb.path, locale),
    })),
  };
}
