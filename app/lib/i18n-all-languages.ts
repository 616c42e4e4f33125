import en from "~/locales/en";
import zh from "~/locales/zh";
import { namespacesOf, type Namespace } from "~/locales/namespaces-of";
import { createI18nWith, type Locale } from "./i18n";

// Every language's bundled namespaces at once: the server renders in either language (and tests
// render components in both). Browsers load one language (client-locale.ts); a page that
// imported this module would ship both, which the bundle budget would show.
export const resources: Record<Locale, Record<string, Namespace>> = { en: namespacesOf(en), zh: namespacesOf(zh) };

/** A translator with every bundled namespace of both languages, set to `locale`. */
export function createI18n(locale: Locale) {
  return createI18nWith(locale, resources);
}
