import type { Bilingual } from "~content/session-guides";
import { isChinese } from "~/lib/i18n";

/** A guide's text in the interface language. */
export function guideText(text: Bilingual, language: string): string {
  return isChinese(language) ? text.zh : text.en;
}
