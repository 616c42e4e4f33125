import type { Role } from "~/db/schema/users";
import { faqItemsFromStrings, isFaqEntry, type FaqItem } from "~/features/seo/structured-data";
import { pagesOpenTo, type SitePage } from "~/features/seo/public-pages";
import { sitePageText } from "~/features/seo/site-page-names.server";
import type { Locale } from "~/lib/i18n";
import { findPageNamespace } from "~/lib/page-strings.server";

// The site search over the pages' own copy: every registered page (by its name, description and
// the strings of its page namespace) and every FAQ answer in those namespaces. The copy is
// bundled with the server and never changes while it runs, so each language's index is built once.

export const PAGE_RESULTS_LIMIT = 8;
export const ANSWER_RESULTS_LIMIT = 10;
const SNIPPET_LENGTH = 180;

export interface IndexedPage {
  id: string;
  path: string;
  name: string;
  description: string;
  /** Every other string of the page's namespace, placeholders removed. */
  texts: string[];
  answers: FaqItem[];
}

export interface PageHit {
  id: string;
  path: string;
  name: string;
  snippet: string;
}

export interface AnswerHit {
  /** The page's path with the answer's anchor, e.g. "/mentor-support#payment-timing". */
  path: string;
  pageName: string;
  question: string;
  snippet: string;
}

/** Copy as a reader sees it: no {{placeholders}} or <1>markup</1> of the translation files. */
function readable(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/<\/?\d+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function stringsOf(node: unknown, into: string[]): string[] {
  if (typeof node === "string") into.push(readable(node));
  else if (typeof node === "object" && node !== null && !isFaqEntry(node)) for (const value of Object.values(node)) stringsOf(value, into);
  return into;
}

/** One language's index. A registered namespace missing in this build is indexed by its name and description only. */
export function buildPageIndex(
  locale: Locale,
  pages: readonly SitePage[],
  namespaceOf: (locale: Locale, namespace: string) => Record<string, unknown> | undefined = findPageNamespace,
): IndexedPage[] {
  return pages.map((page) => {
    const bundle = page.namespace ? namespaceOf(locale, page.namespace) : undefined;
    const { name, description } = sitePageText(locale, page.id);
    const answers = bundle ? faqItemsFromStrings(bundle).map((item) => ({ ...item, question: readable(item.question), answer: readable(item.answer) })) : [];
    return { id: page.id, path: page.path, name, description, texts: bundle ? stringsOf(bundle, []) : [], answers };
  });
}

const indexes = new Map<string, IndexedPage[]>();

/** The index of the pages someone with `role` (null: a visitor) may open, in one language. */
export function pageIndexFor(locale: Locale, role: Role | null): IndexedPage[] {
  const key = `${locale}:${role ?? "visitor"}`;
  let index = indexes.get(key);
  if (!index) {
    index = buildPageIndex(locale, pagesOpenTo(role));
    indexes.set(key, index);
  }
  return index;
}

/** The query's words, lower-cased. Chinese has no spaces: a Chinese query is matched as one string. */
export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** The sentence around the first word found, at most SNIPPET_LENGTH characters. */
export function snippetAround(text: string, words: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...words.map((word) => lower.indexOf(word)).filter((i) => i >= 0), text.length);
  if (text.length <= SNIPPET_LENGTH) return text;
  const start = Math.max(0, Math.min(at - 40, text.length - SNIPPET_LENGTH));
  const cut = text.slice(start, start + SNIPPET_LENGTH).trim();
  return `${start > 0 ? "…" : ""}${cut}${start + SNIPPET_LENGTH < text.length ? "…" : ""}`;
}

const contains = (text: string, word: string) => text.toLowerCase().includes(word);

/**
 * Pages and answers that contain every word of the query. A word in a page's name or an answer's
 * question weighs more than one in its text; the whole query in the name or question weighs most.
 * Ties keep the registry's (and the page's) order.
 */
export function searchPageIndex(index: readonly IndexedPage[], query: string): { pages: PageHit[]; answers: AnswerHit[] } {
  const words = queryWords(query);
  const whole = query.trim().toLowerCase();
  if (!words.length) return { pages: [], answers: [] };
  const pages: (PageHit & { score: number })[] = [];
  const answers: (AnswerHit & { score: number })[] = [];
  for (const page of index) {
    const body = [page.description, ...page.texts];
    if (words.every((word) => contains(page.name, word) || body.some((text) => contains(text, word)))) {
      const score =
        (contains(page.name, whole) ? 10 : 0) +
        words.reduce((sum, word) => sum + (contains(page.name, word) ? 3 : 0) + (contains(page.description, word) ? 2 : 0) + (page.texts.some((t) => contains(t, word)) ? 1 : 0), 0);
      // The text that holds most of the words says best why the page was found.
      const hitsIn = (text: string) => words.filter((word) => contains(text, word)).length;
      const snippetSource = body.reduce((best, text) => (hitsIn(text) > hitsIn(best) ? text : best), page.description);
      pages.push({ id: page.id, path: page.path, name: page.name, snippet: snippetAround(snippetSource, words), score });
    }
    for (const answer of page.answers) {
      if (!words.every((word) => contains(answer.question, word) || contains(answer.answer, word))) continue;
      const score =
        (contains(answer.question, whole) ? 10 : 0) +
        words.reduce((sum, word) => sum + (contains(answer.question, word) ? 3 : 0) + (contains(answer.answer, word) ? 1 : 0), 0);
      answers.push({
        path: `${page.path}#${answer.id}`,
        pageName: page.name,
        question: answer.question,
        snippet: snippetAround(answer.answer, words),
        score,
      });
    }
  }
  const best = <T extends { score: number }>(hits: T[], limit: number) =>
    hits
      .map((hit, order) => ({ hit, order }))
      .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
      .slice(0, limit)
      .map(({ hit: { score: _score, ...rest } }) => rest);
  return { pages: best(pages, PAGE_RESULTS_LIMIT) as PageHit[], answers: best(answers, ANSWER_RESULTS_LIMIT) as AnswerHit[] };
}
