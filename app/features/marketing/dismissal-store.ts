import { readStorage, SIGNUP_PROMPT_DISMISSED_KEY, writeStorage } from "~/lib/browser-storage";

// The floating prompt's dismissal, remembered in local storage; also held here, so it stays
// dismissed for this page even where storage is blocked.
const listeners = new Set<() => void>();
let dismissedHere = false;

export function subscribeDismissal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isPromptDismissed(): boolean {
  return dismissedHere || readStorage(SIGNUP_PROMPT_DISMISSED_KEY) === "1";
}

export function dismissPrompt(): void {
  dismissedHere = true;
  writeStorage(SIGNUP_PROMPT_DISMISSED_KEY, "1");
  for (const listener of listeners) listener();
}
