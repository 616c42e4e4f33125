import type { TFunction } from "~/lib/translator";
import type { Locale } from "./i18n";
import { serverI18n } from "./i18n.server";
import type { PageStrings } from "./page-strings";

type Namespace = Record<string, unknown>;

// Long page copy (marketing, legal, support answers) lives in app/locales/pages/<locale>/ and is
// only ever imported here, on the server: a page's loader sends the namespaces it uses, so no
// page ships another page's text in its JavaScript.
const files = import.meta.glob<Namespace>("../locales/pages/*/*.json", { eager: true, import: "default" });

/** One page namespace in one language, or undefined when there is no such file. */
export function findPageNamespace(locale: Locale, namespace: string): Namespace | undefined {
  return files[`../locales/pages/${locale}/${namespace}.json`];
}

/** The page namespaces a route renders with, in one language, for its loader data. */
export function pageStrings(locale: Locale, ...namespaces: string[]): PageStrings {
  const bundles: Record<string, Namespace> = {};
  for (const namespace of namespaces) {
    const bundle = findPageNamespace(locale, namespace);
    if (!bundle) throw new Error(`No page strings "${namespace}" in ${locale}`);
    bundles[namespace] = bundle;
  }
  return { locale, bundles };
}

/**
 * A translator over a page namespace for text made on the server (emails): the namespace joins the
 * process's instance for that language once, and never ships to a browser.
 */
export function serverPageT(locale: Locale, namespace: string): TFunction {
  const instance = serverI18n(locale);
  if (!instance.hasResourceBundle(locale, namespace)) {
    const bundle = findPageNamespace(locale, namespace);
    if (!bundle) throw new Error(`No page strings "${namespace}" in ${locale}`);
    instance.addResourceBundle(locale, namespace, bundle);
  }
  return instance.getFixedT(locale, namespace);
}
