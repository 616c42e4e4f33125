import type { Locale } from "~/lib/i18n";
import { LANGUAGE_PARAM } from "~/lib/page-url";

/** The six categories the public blog offers as tiles (spec §2 "Public blog"). */
export const tileCategories = [
  "Essay Writing",
  "SAT Prep",
  "Extracurriculars",
  "College Selection",
  "Application Strategy",
  "Interview Tips",
] as const;

export const BLOG_PAGE_SIZE = 9;

/** A site-relative path in one language: Chinese pages carry ?lang=zh. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === "zh" ? `${path}${path.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=zh` : path;
}

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/**
 * The /blog address with `category` set (or cleared when null) and the page reset, keeping the
 * other parameters of `search` (the language).
 */
export function blogListHref(search: string, category: string | null): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (category) params.set("category", category);
  else params.delete("category");
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export function blogPageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
