import { Translator } from "./translator";
import type { Namespace } from "~/locales/namespaces-of";

export const supportedLocales = ["en", "zh"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "en";

/** Bundled namespaces by language: both on the server, the one shown in a browser. */
export type LocaleResources = Partial<Record<Locale, Record<string, Namespace>>>;

export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === "en" || lower.startsWith("en-")) return "en";
  if (lower === "zh" || lower.startsWith("zh-")) return "zh";
  return undefined;
}

/** Whether a language ("zh", "zh-CN", ...) is Chinese. */
export function isChinese(language: string): boolean {
  return toLocale(language) === "zh";
}

/** The locale to give Intl formatters and collators for a language. */
export function intlLocale(language: string): string {
  return isChinese(language) ? "zh-CN" : "en-US";
}

/** The value of <html lang> for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

/** A translator set to `locale` with the given bundled namespaces (page namespaces are added later). */
export function createI18nWith(locale: Locale, resources: LocaleResources): Translator {
  return new Translator(locale, resources);
}
