import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * After an answer (or a problem report) the page keeps its question: the feedback dialog belongs
 * to it. The next question is read when the student presses Next (the page revalidates then).
 */
export function keepQuestionAfterAnswer({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const intent = formData?.get("intent");
  if (intent === "answer" || intent === "report") return false;
  return defaultShouldRevalidate;
}
