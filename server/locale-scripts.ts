import { readdirSync } from "node:fs";
import { supportedLocales, type Locale } from "~/lib/i18n";

/**
 * The built strings chunk of each language (app/locales/<locale>.ts becomes
 * assets/<locale>-<hash>.js): every page preloads its language's, so the client entry finds it
 * loaded instead of asking for it only once it runs (which would delay hydration by a round trip).
 */
export function findLocaleScripts(assetsDir: string): Partial<Record<Locale, string>> {
  const found: Partial<Record<Locale, string>> = {};
  for (const name of readdirSync(assetsDir)) {
    const locale = supportedLocales.find((candidate) => new RegExp(`^${candidate}-[\\w-]+\\.js$`).test(name));
    if (locale) found[locale] = `/assets/${name}`;
  }
  return found;
}
