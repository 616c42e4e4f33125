import type { Locale } from "~/lib/i18n";
import { findPageNamespace } from "~/lib/page-strings.server";

export interface SitePageText {
  name: string;
  description: string;
}

/** A registered page's short name and description (app/locales/pages/<locale>/site-pages.json). */
export function sitePageText(locale: Locale, id: string): SitePageText {
  const entry = findPageNamespace(locale, "site-pages")?.[id] as SitePageText | undefined;
  if (!entry) throw new Error(`No site-pages entry "${id}" in ${locale}`);
  return entry;
}
