import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { TFunction, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The page's translator and a `t` for a namespace (the first of a list; the others are reached
 * as `ns:key`), in the current language: a change of language renders the component again.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  const namespace = typeof namespaces === "string" ? namespaces : namespaces?.[0];
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  return { t, i18n };
}
