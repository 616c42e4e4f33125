import type { Translator } from "./translator";
import type { Locale } from "./i18n";
import { namespacesOf, type Namespace } from "~/locales/namespaces-of";

// One chunk per language: a browser downloads the strings of the language it shows, not of every
// language (decision 0022).
const localeModules: Record<Locale, () => Promise<{ default: Record<string, Namespace> }>> = {
  en: () => import("~/locales/en"),
  zh: () => import("~/locales/zh"),
};

export async function loadLocale(locale: Locale): Promise<Record<string, Namespace>> {
  return namespacesOf((await localeModules[locale]()).default);
}

/** Switches a browser's translator to a language, loading its bundled strings first when needed. */
export async function showLanguage(i18n: Translator, locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "common")) {
    for (const [namespace, bundle] of Object.entries(await loadLocale(locale))) {
      i18n.addResourceBundle(locale, namespace, bundle);
    }
  }
  await i18n.changeLanguage(locale);
}
