import { z } from "zod";
import { errorMessageKey } from "./errors";

/** The message (errors namespace) for text with control characters. */
export const CONTROL_CHARACTERS_MESSAGE = errorMessageKey("invalid_characters");

// Tab, line feed and carriage return: what a person types into a multi-line field.
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/**
 * True when the text holds a C0 or C1 control character (NUL included, which PostgreSQL cannot
 * store in text). With `multiline`, tab, LF and CR are allowed.
 */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(options.multiline && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

/**
 * A string without control characters, for every text a person or a URL sends us. Checked first
 * and aborting, so the refusal is the message shown, whatever else is wrong. Chain the field's
 * own rules after it (`plainText().trim().min(1)`).
 */
export function plainText(options: { multiline?: boolean; message?: string; notAString?: string } = {}) {
  const message = options.message ?? CONTROL_CHARACTERS_MESSAGE;
  return z.string(options.notAString === undefined ? undefined : { error: options.notAString }).refine((text) => !hasControlCharacters(text, options), { error: message, abort: true });
}

/** The first name whose value has a control character (for URL parameters read outside zod). */
export function controlCharacterParam(entries: Iterable<[string, string | undefined]>): string | null {
  for (const [name, value] of entries) {
    if (value !== undefined && (hasControlCharacters(name) || hasControlCharacters(value))) return name;
  }
  return null;
}
