import i18next, { type i18n as I18n, type PostProcessorModule, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
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

/** Whether an i18next language ("zh", "zh-CN", ...) is Chinese. */
export function isChinese(language: string): boolean {
  return toLocale(language) === "zh";
}

/** The locale to give Intl formatters and collators for an i18next language. */
export function intlLocale(language: string): string {
  return isChinese(language) ? "zh-CN" : "en-US";
}

/** The value of <html lang> for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

/** Past this many remembered labels the cache starts again (it holds one entry per key in use). */
const MAX_REMEMBERED = 5000;

/**
 * i18next's fixed `t` copies the instance's whole options object on every call, which made
 * translation a tenth of a list page's render. Calls without options (plain labels, most of a
 * page) are remembered per language, namespace and key; calls with options go to i18next.
 * Bundled namespaces and page namespaces are only ever added, never changed, so a remembered
 * label cannot go stale.
 */
function rememberPlainLabels(instance: I18n): void {
  const remembered = new Map<string, string>();
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n["getFixedT"]>) => {
    const fixed = getFixedT(...args) as TFunction & { lng?: string; lngs?: readonly string[]; ns?: string | readonly string[]; keyPrefix?: unknown };
    // A key prefix would be part of the key; nobody uses one, so such a t is left alone.
    if (args[2] !== undefined && args[2] !== null) return fixed;
    const call = fixed as unknown as (...a: unknown[]) => string;
    const t = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return call(key, ...rest);
      const cacheKey = `${fixed.lng ?? instance.language}\u0000${String(fixed.ns)}\u0000${key}`;
      let label = remembered.get(cacheKey);
      if (label === undefined) {
        label = call(key);
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        // A key that answers itself is missing, perhaps a page namespace not added yet: ask again.
        if (label !== key) remembered.set(cacheKey, label);
      }
      return label;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as I18n["getFixedT"];
}

/**
 * A sentence whose last word is an interpolated abbreviation ("with {{name}}." and the name
 * "Caleb S.") would end in two full stops; one is dropped. An ellipsis (three) is left alone.
 */
const singleFullStop: PostProcessorModule = {
  type: "postProcessor",
  name: "singleFullStop",
  process: (value) => value.replace(/(?<=\p{L})\.\.(?!\.)/gu, "."),
};

/** An i18next instance set to `locale` with the given bundled namespaces (page namespaces are added later). */
export function createI18nWith(locale: Locale, resources: LocaleResources): I18n {
  const instance = i18next.createInstance();
  rememberPlainLabels(instance);
  void instance.use(initReactI18next).use(singleFullStop).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    resources,
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    postProcess: [singleFullStop.name],
  });
  return instance;
}
