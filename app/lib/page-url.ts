import type { Locale } from "./i18n";

// Each language of a public page has its own URL: English at the path, Chinese with ?lang=zh.
// The root middleware reads ?lang before the cookie, so a shared or crawled link always shows
// the language it names.
export const LANGUAGE_PARAM = "lang";

/** The absolute URL of `path` in one language. `path` is site-relative and carries no ?lang. */
export function localizedUrl(siteUrl: string, path: string, locale: Locale): string {
  const url = new URL(path, `${siteUrl}/`);
  if (locale === "zh") url.searchParams.set(LANGUAGE_PARAM, "zh");
  else url.searchParams.delete(LANGUAGE_PARAM);
  return url.toString();
}

/**
 * A site-relative path (with query and fragment) moved to one language's URL: ?lang=zh set for
 * Chinese, ?lang dropped for English; everything else kept.
 */
export function pathInLanguage(path: string, locale: Locale): string {
  const url = new URL(path, "http://localhost");
  if (locale === "zh") url.searchParams.set(LANGUAGE_PARAM, "zh");
  else url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
