import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportedLocales } from "~/lib/i18n";
import { indexedPages, pagesOpenTo, sitePages } from "./public-pages";
import { sitePageText } from "./site-page-names.server";

const pagesDir = path.resolve(import.meta.dirname, "../../locales/pages");

describe("the site's page registry", () => {
  it("has one entry per path and id, and a name and description for each in every language", () => {
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
    expect(new Set(sitePages.map((page) => page.id)).size).toBe(sitePages.length);
    for (const locale of supportedLocales) {
      for (const page of sitePages) {
        const { name, description } = sitePageText(locale, page.id);
        expect(name.length, `${locale} ${page.id}`).toBeGreaterThan(1);
        expect(description.length, `${locale} ${page.id}`).toBeGreaterThan(10);
      }
    }
  });

  it("gives role-only pages to their role and never indexes them", () => {
    expect(indexedPages().every((page) => page.access === "public")).toBe(true);
    expect(pagesOpenTo(null).map((page) => page.path)).not.toContain("/student-support");
    expect(pagesOpenTo("student").map((page) => page.path)).toContain("/student-support");
    expect(pagesOpenTo("mentor").map((page) => page.path)).not.toContain("/student-support");
  });

  // Fails until every page it names has its namespace in both languages: the pages are built on
  // other branches, so this turns green once they are all merged.
  it.each(sitePages.filter((page) => page.namespace))("$path has its page namespace $namespace in every language", (page) => {
    for (const locale of supportedLocales) {
      expect(existsSync(path.join(pagesDir, locale, `${page.namespace}.json`)), `${locale}/${page.namespace}.json`).toBe(true);
    }
  });
});
