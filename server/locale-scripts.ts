import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { supportedLocales, type Locale } from "~/lib/i18n";

/** The source module of a language's bundled strings, as Vite's manifest names it. */
export const localeModule = (locale: Locale) => `app/locales/${locale}.ts`;

/**
 * The built strings chunk of each language (app/locales/<locale>.ts), from the client build's
 * Vite manifest (kept by `build.manifest` in vite.config.ts): every page preloads its language's,
 * so the client entry finds it loaded instead of asking for it only once it runs (which would
 * delay hydration by a round trip). Empty without a build.
 */
export function findLocaleScripts(clientDir: string): Partial<Record<Locale, string>> {
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file?: string }>;
  const found: Partial<Record<Locale, string>> = {};
  for (const locale of supportedLocales) {
    const file = manifest[localeModule(locale)]?.file;
    if (file) found[locale] = `/${file}`;
  }
  return found;
}
