import i18next, { type PostProcessorModule, type TOptions as I18nextOptions } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "./i18n-all-languages";
import { Translator, type TOptions } from "./translator";

// Our translator replaced i18next in the app (decision 0022). i18next stays as a second solver:
// every string of both languages, bundled and page namespaces, must come out of ours exactly as
// it comes out of i18next set up the way the app had it.

type Strings = Record<string, unknown>;

const pageFiles = import.meta.glob<Strings>("../locales/pages/*/*.json", { eager: true, import: "default" });
const allStrings: Record<string, Record<string, Strings>> = { en: { ...resources.en }, zh: { ...resources.zh } };
for (const [file, strings] of Object.entries(pageFiles)) {
  const [, language = "", namespace = ""] = /pages\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  allStrings[language]![namespace] = strings;
}

const singleFullStop: PostProcessorModule = {
  type: "postProcessor",
  name: "singleFullStop",
  process: (value) => value.replace(/(?<=\p{L})\.\.(?!\.)/gu, "."),
};

function i18nextWith(language: string, strings: Record<string, Record<string, Strings>>) {
  const instance = i18next.createInstance();
  void instance.use(singleFullStop).init({
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["en", "zh"],
    resources: strings,
    ns: Object.keys(strings[language] ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    postProcess: [singleFullStop.name],
  });
  return instance;
}

/** Every key under `strings` with its value, objects included, plural suffixes taken off. */
function keysOf(strings: Strings, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [name, value] of Object.entries(strings)) {
    const key = prefix + name.replace(/_(zero|one|other)$/, "");
    keys.set(key, value);
    if (typeof value === "object" && value !== null) for (const [k, v] of keysOf(value as Strings, `${key}.`)) keys.set(k, v);
  }
  return keys;
}

function placeholdersIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
}

/** The option sets each key is translated with: none, its values, each count, a value missing. */
function optionSets(value: unknown): TOptions[] {
  const names = [...new Set(placeholdersIn(value))];
  const values = Object.fromEntries(names.map((name) => [name, `${name} S.`]));
  const sets: TOptions[] = [{}, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 2 }, { ...values, count: 21 }];
  if (names.length > 0) sets.push({ ...values, [names[0]!]: undefined }, Object.fromEntries(names.slice(1).map((n) => [n, "$&$1"])));
  if (typeof value === "object") sets.push(...sets.map((set) => ({ ...set, returnObjects: true })));
  return sets;
}

describe("the translator, against i18next", () => {
  for (const language of ["en", "zh"] as const) {
    it(`translates every ${language} string (and English where Chinese is missing) as i18next does`, () => {
      const ours = new Translator(language, allStrings);
      const theirs = i18nextWith(language, allStrings);
      const differences: string[] = [];
      let compared = 0;
      for (const namespace of new Set([...Object.keys(allStrings.en!), ...Object.keys(allStrings.zh!)])) {
        const keys = new Map([...keysOf(allStrings.en![namespace] ?? {}), ...keysOf(allStrings.zh![namespace] ?? {})]);
        const t = ours.getFixedT(language, namespace);
        const expected = theirs.getFixedT(language, namespace);
        for (const [key, value] of keys) {
          for (const options of optionSets(value)) {
            const got = t(key, options);
            const want = expected(key, options as I18nextOptions);
            compared += 1;
            if (JSON.stringify(got) !== JSON.stringify(want)) {
              differences.push(`${namespace}:${key} ${JSON.stringify(options)}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
            }
          }
        }
      }
      expect(differences.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(10_000);
    });
  }

  it("agrees on namespaces, missing keys, default values, languages and odd values", () => {
    const strings = {
      en: {
        common: { hello: "Hello {{name}}", only: "English only", list: { a: "A {{x}}", b: { c: "C" } }, items: ["one", "two {{x}}"] },
        other: { hello: "Hi there", count_one: "{{count}} thing", count_other: "{{count}} things", count_zero: "nothing" },
      },
      zh: { common: { hello: "你好{{name}}" }, other: { count_other: "{{count}} 个" } },
    };
    const cases: [string, TOptions?][] = [
      ["hello", { name: "Ada" }],
      ["only"],
      ["missing"],
      ["missing {{name}}", { name: "x" }],
      ["missing", { defaultValue: "Fallback {{name}}", name: "y" }],
      ["list"],
      ["list", { returnObjects: true, x: "1" }],
      ["items", { returnObjects: true, x: "2" }],
      ["other:hello"],
      ["other:count", { count: 0 }],
      ["other:count", { count: 1 }],
      ["other:count", { count: 7 }],
      ["hello", { ns: "other" }],
      ["hello", { ns: ["missing", "other"] }],
      ["hello", { lng: "en", name: "B" }],
      ["hello", { name: null }],
      ["hello", { name: 5 }],
      ["hello", { name: "$' and $&" }],
      ["hello", { name: "{{name}}" }],
      ["common:list.b.c"],
      ["list.b"],
    ];
    for (const language of ["en", "zh"]) {
      const ours = new Translator(language, strings);
      const theirs = i18nextWith(language, strings);
      for (const [key, options] of cases) {
        expect([language, key, ours.t(key, options)]).toEqual([language, key, theirs.t(key, options as I18nextOptions)]);
      }
    }
  });
});

describe("the translator", () => {
  it("follows a change of language, keeps a fixed t in its language and tells its listeners", async () => {
    const translator = new Translator("en", { en: { common: { hi: "Hi" } }, zh: { common: { hi: "嗨" } } });
    const fixed = translator.getFixedT("en");
    const heard: string[] = [];
    const stop = translator.subscribe(() => heard.push(translator.language));
    await translator.changeLanguage("zh");
    await translator.changeLanguage("zh");
    stop();
    await translator.changeLanguage("en");
    expect([translator.t("hi"), fixed("hi"), heard]).toEqual(["Hi", "Hi", ["zh"]]);
  });

  it("adds a namespace once and keeps the first", () => {
    const translator = new Translator("en", { en: { common: {} } });
    expect(translator.hasResourceBundle("en", "page")).toBe(false);
    translator.addResourceBundle("en", "page", { title: "First" });
    translator.addResourceBundle("en", "page", { title: "Second" });
    expect([translator.hasResourceBundle("en", "page"), translator.t("page:title")]).toEqual([true, "First"]);
  });
});
