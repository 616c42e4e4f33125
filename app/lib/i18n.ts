import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

export const supportedLocales = ["en", "zh"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "en";

type Namespace = Record<string, unknown>;

// Every app/locales/<locale>/<namespace>.json file, bundled: adding a namespace needs no code change.
const files = import.meta.glob<Namespace>("../locales/*/*.json", { eager: true, import: "default" });

export const resources: Record<Locale, Record<string, Namespace>> = { en: {}, zh: {} };
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, Locale, string];
  if (resources[locale]) resources[locale][namespace] = content;
}
export const namespaces = Object.keys(resources.en);

export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === "en" || lower.startsWith("en-")) return "en";
  if (lower === "zh" || lower.startsWith("zh-")) return "zh";
  return undefined;
}

/** The value of <html lang> for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    resources,
    ns: namespaces,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
