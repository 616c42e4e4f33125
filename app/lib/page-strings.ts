import { useTranslation } from "./i18n-react";
import type { Locale } from "./i18n";

export interface PageStrings {
  locale: Locale;
  bundles: Record<string, Record<string, unknown>>;
}

/**
 * Adds a page's own namespaces (from `pageStrings` in its loader) to the translator before the page
 * reads them. Call it before `useTranslation(namespace)` in the route component; adding is
 * synchronous and idempotent, so server render, hydration and client navigation all agree.
 */
export function usePageStrings(strings: PageStrings): void {
  const { i18n } = useTranslation();
  for (const [namespace, bundle] of Object.entries(strings.bundles)) {
    if (!i18n.hasResourceBundle(strings.locale, namespace)) {
      i18n.addResourceBundle(strings.locale, namespace, bundle);
    }
  }
}
