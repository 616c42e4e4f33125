import type { Locale } from "~/lib/i18n";

// Spec (marketplace §1): some items are hidden in Chinese. The Chinese site speaks to students
// and their parents, so the mentor recruiting section and the parents FAQ are English only.

/** Whether /how-it-works shows its "For mentors" section. */
export function showsMentorSection(locale: Locale): boolean {
  return locale !== "zh";
}

/** Whether /for-parents shows its FAQ. */
export function showsParentsFaq(locale: Locale): boolean {
  return locale !== "zh";
}
