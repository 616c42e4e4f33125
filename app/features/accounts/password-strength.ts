import { commonPasswords } from "./common-passwords";

// Client-safe: the sign-up and reset-password forms call it for an instant message, and the
// server calls it again as the authority. It refuses what an attacker would guess first; the
// length rule lives in account-fields (passwordField).

export interface PasswordContext {
  email?: string | null;
  name?: string | null;
}

const keyboardRows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
const trailingDigitsOrSymbols = /[\d!@#$%^&*.?_-]+$/;

/** True for passwords that are common, trivially patterned, or made of the user's own name or email. */
export function isPasswordTooWeak(password: string, context: PasswordContext = {}): boolean {
  const lower = password.toLowerCase();
  if (lower.length === 0) return true;
  if (commonPasswords.has(lower)) return true;
  // "monkey123", "dragon!": a common word with a suffix is still the first thing guessed.
  const stem = lower.replace(trailingDigitsOrSymbols, "");
  if (stem.length > 0 && stem !== lower && commonPasswords.has(stem)) return true;
  if (isOneRepeatedCharacter(lower) || isSimpleSequence(lower) || isKeyboardRun(lower)) return true;
  return isPersonal(lower, stem, context);
}

function isOneRepeatedCharacter(value: string): boolean {
  const chars = Array.from(value);
  return chars.every((c) => c === chars[0]);
}

/** Consecutive code points going up or down by one: "123456789", "abcdef", "987654". */
function isSimpleSequence(value: string): boolean {
  const codes = Array.from(value, (c) => c.codePointAt(0)!);
  if (codes.length < 3) return false;
  const step = codes[1]! - codes[0]!;
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** A run along one keyboard row, either way: "qwertyui", "lkjhgf", "0987654321". */
function isKeyboardRun(value: string): boolean {
  if (value.length < 4) return false;
  return keyboardRows.some((row) => row.includes(value) || [...row].reverse().join("").includes(value));
}

function isPersonal(lower: string, stem: string, { email, name }: PasswordContext): boolean {
  const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");
  const candidates: string[] = [];
  if (email) {
    const lowerEmail = email.toLowerCase();
    const local = lowerEmail.includes("@") ? lowerEmail.slice(0, lowerEmail.lastIndexOf("@")) : lowerEmail;
    candidates.push(lowerEmail, local, compact(local));
  }
  if (name) candidates.push(name.toLowerCase(), compact(name.toLowerCase()));
  // "ada.lovelace", "AdaLovelace", "lovelace1815" for Ada Lovelace <ada.lovelace@...>.
  const guesses = stem.length >= 3 ? [lower, stem] : [lower];
  return candidates.some((candidate) => candidate.length > 0 && guesses.some((guess) => candidate.includes(guess)));
}
