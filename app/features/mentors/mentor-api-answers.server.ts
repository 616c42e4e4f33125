import { jsonError } from "~/lib/error-response.server";
import type { Locale } from "~/lib/i18n";
import { plainText } from "~/lib/plain-text";

/** A mentor id as routes read it from the URL; anything else is an unknown mentor. */
export const mentorIdSchema = plainText().trim().min(1).max(100);

/** The JSON API's 404 for an unknown mentor, in the asker's language. */
export function mentorNotFound(locale: Locale): Response {
  return jsonError("not_found", { locale, message: "mentor_not_found" });
}

/** The JSON API's 400 for a query parameter it cannot read, naming it, in the asker's language. */
export function invalidParameter(locale: Locale, field: string): Response {
  return jsonError("invalid_parameter", { locale, params: { field }, extra: { field } });
}
