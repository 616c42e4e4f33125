/** A namespace's strings, as in its JSON file: nested objects of strings. */
type Strings = Record<string, unknown>;

export interface TOptions {
  /** Picks the plural form (`key_one`, `key_other`, `key_zero` for 0) and fills `{{count}}`. */
  count?: number;
  /** Returned (and filled in) when the key is found in no namespace and no language. */
  defaultValue?: string;
  /** The namespace(s) to look in, in order, instead of the translator's own. */
  ns?: string | readonly string[];
  /** The language to translate to instead of the translator's own. */
  lng?: string;
  /** Returns the object or array under the key, every string in it translated. */
  returnObjects?: boolean;
  /** Values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const defaultNamespace = "common";
const fallbackLanguage = "en";
const placeholder = /\{\{(.+?)\}\}/g;

/**
 * Translates keys to the strings of the `app/locales` JSON files (i18next's format and rules:
 * `ns:key`, dotted paths, `_one`/`_other`/`_zero` plurals, `{{value}}` placeholders, English
 * when a Chinese string is missing, the key when both are). It replaces i18next, which was 16 KB
 * of every page's 147 KB of JavaScript for the part of it we use (decision 0022);
 * `translator.test.ts` checks every string of both languages against i18next.
 */
export class Translator {
  private readonly store: Record<string, Record<string, Strings>> = {};
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    public language: string,
    resources: Partial<Record<string, Record<string, Strings>>>,
  ) {
    for (const [lng, namespaces] of Object.entries(resources)) if (namespaces) this.store[lng] = { ...namespaces };
  }

  /** Translates in the current language, from the `common` namespace unless told otherwise. */
  readonly t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(key, options ?? {}, this.language, defaultNamespace)) as TFunction;

  /** A `t` bound to one language and namespace(s), whatever the translator's language becomes. */
  getFixedT(language: string, namespace: string | readonly string[] = defaultNamespace): TFunction {
    return ((key: string, options?: TOptions) => this.translate(key, options ?? {}, language, namespace)) as TFunction;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  /** Adds a namespace's strings for a language; one already there is kept. */
  addResourceBundle(language: string, namespace: string, strings: Strings): void {
    const namespaces = (this.store[language] ??= {});
    namespaces[namespace] ??= strings;
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each change of language; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(fullKey: string, options: TOptions, fixedLanguage: string, fixedNamespace: string | readonly string[]): unknown {
    const colon = fullKey.indexOf(":");
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const namespaceOrList = colon > 0 ? fullKey.slice(0, colon) : (options.ns ?? fixedNamespace);
    const namespaces = typeof namespaceOrList === "string" ? [namespaceOrList] : namespaceOrList;
    const language = options.lng ?? fixedLanguage;
    const found = this.resolve(key, namespaces, language, typeof options.count === "number" ? options.count : undefined);

    if (found && typeof found.value === "object") {
      if (options.returnObjects) return this.translateEach(found.key, found.value as Strings, options, language, namespaces);
    } else if (found) {
      return this.extend(found.value as string, options);
    }
    return this.extend(options.defaultValue ?? key, options);
  }

  /** The first value found: namespaces in order, each in the language then English, plural forms first. */
  private resolve(key: string, namespaces: readonly string[], language: string, count: number | undefined) {
    const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
    for (const namespace of namespaces) {
      for (const lng of languages) {
        const strings = this.store[lng]?.[namespace];
        if (!strings) continue;
        for (const candidate of pluralKeys(key, count, () => this.pluralSuffix(lng, count!))) {
          const value = valueAt(strings, candidate);
          if (value !== undefined && value !== null) return { key: candidate, value };
        }
      }
    }
    return undefined;
  }

  private translateEach(key: string, value: Strings, options: TOptions, language: string, namespaces: readonly string[]): unknown {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
    for (const name of Object.keys(value)) {
      const deepKey = `${key}.${name}`;
      const translated = this.translate(deepKey, { ...options, ns: namespaces }, language, namespaces);
      (copy as Record<string, unknown>)[name] = translated === deepKey ? value[name] : translated;
    }
    return copy;
  }

  private extend(text: string, values: TOptions): string {
    return singleFullStop(fillIn(text, values));
  }

  private pluralSuffix(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return `_${rules.select(count)}`;
  }
}

/** The keys to try for a count, most specific first: `_zero` (for 0), the plural form, the key. */
function pluralKeys(key: string, count: number | undefined, suffix: () => string): string[] {
  if (count === undefined) return [key];
  const keys = count === 0 ? [`${key}_zero`] : [];
  keys.push(key + suffix(), key);
  return keys;
}

function valueAt(strings: Strings, path: string): unknown {
  let value: unknown = strings;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Strings)[part];
  }
  return value;
}

/** `{{name}}` -> the value; a placeholder with no such option is left as it is. */
function fillIn(text: string, values: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(placeholder, (match, name: string) => {
    const path = name.trim();
    const value = valueAt(values, path);
    if (value === undefined) return Object.hasOwn(values, path) ? "" : match;
    return value === null ? "" : String(value);
  });
}

/**
 * A sentence whose last word is an interpolated abbreviation ("with {{name}}." and the name
 * "Caleb S.") would end in two full stops; one is dropped. An ellipsis (three) is left alone.
 */
function singleFullStop(text: string): string {
  return text.includes("..") ? text.replace(/(?<=\p{L})\.\.(?!\.)/gu, ".") : text;
}
