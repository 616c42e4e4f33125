import type { TFunction } from "~/lib/translator";
import type { Locale } from "./i18n";
import { createI18n } from "./i18n-all-languages";

// One translator per language for the whole process: the server never switches an
// instance's language, and initialising one per request costs more than rendering a page.
const instances = new Map<Locale, ReturnType<typeof createI18n>>();

export function serverI18n(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/** A translator for server-made text (emails, API messages) in the given language. */
export function serverT(locale: Locale, namespace?: string): TFunction {
  return serverI18n(locale).getFixedT(locale, namespace);
}
