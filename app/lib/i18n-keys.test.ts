import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportedLocales } from "./i18n";

const localesDir = path.resolve(import.meta.dirname, "../locales");

function flattenKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

function readNamespace(locale: string, file: string): Record<string, unknown> {
  const where = file.startsWith("pages/") ? path.join(localesDir, "pages", locale, file.slice(6)) : path.join(localesDir, locale, file);
  return JSON.parse(readFileSync(where, "utf8")) as Record<string, unknown>;
}

function pageFiles(locale: string): string[] {
  const dir = path.join(localesDir, "pages", locale);
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".json")) : [];
}

// Bundled namespaces (<locale>/x.json) and page namespaces (pages/<locale>/x.json).
const files = [
  ...new Set(
    supportedLocales.flatMap((locale) => [
      ...readdirSync(path.join(localesDir, locale)),
      ...pageFiles(locale).map((file) => `pages/${file}`),
    ]),
  ),
];

describe("translations", () => {
  it.each(files)("%s exists in every language with the same keys", (file) => {
    const [first, ...others] = supportedLocales.map((locale) => {
      const keys = flattenKeys(readNamespace(locale, file)).sort();
      return { locale, keys };
    });
    for (const other of others) {
      const missingThere = first!.keys.filter((k) => !other.keys.includes(k));
      const missingHere = other.keys.filter((k) => !first!.keys.includes(k));
      expect({ file, [`missing in ${other.locale}`]: missingThere, [`missing in ${first!.locale}`]: missingHere }).toEqual({
        file,
        [`missing in ${other.locale}`]: [],
        [`missing in ${first!.locale}`]: [],
      });
    }
  });

  it.each(files)("%s has no empty strings", (file) => {
    for (const locale of supportedLocales) {
      const flat = flattenKeys(readNamespace(locale, file));
      const json = readNamespace(locale, file);
      for (const key of flat) {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
        expect(typeof value === "string" && value.trim().length > 0, `${locale}/${file}: ${key}`).toBe(true);
      }
    }
  });
});

describe("English copy", () => {
  // "a {{type}}" reads "a Essay Review": the article has to be part of the translated noun.
  it.each(files)("%s puts no fixed article before an interpolated noun", (file) => {
    const strings = flattenKeys(readNamespace("en", file)).map((key) => ({
      key,
      value: key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], readNamespace("en", file)),
    }));
    const offending = strings.filter(({ value }) => typeof value === "string" && /\ban? \{\{/i.test(value)).map(({ key }) => key);
    expect(offending, `en/${file}`).toEqual([]);
  });
});
