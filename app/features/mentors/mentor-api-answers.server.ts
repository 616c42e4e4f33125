import { z } from "zod";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";

/** A mentor id as routes read it from the URL; anything else is an unknown mentor. */
export const mentorIdSchema = z.string().trim().min(1).max(100);

/** The JSON API's 404 for an unknown mentor, in the asker's language. */
export function mentorNotFound(locale: Locale): Response {
  return Response.json({ error: "not_found", message: serverT(locale, "errors")("mentor_not_found") }, { status: 404 });
}

/** The JSON API's 400 for a query parameter it cannot read, naming it, in the asker's language. */
export function invalidParameter(locale: Locale, field: string): Response {
  return Response.json(
    { error: "invalid_parameter", field, message: serverT(locale, "errors")("invalid_parameter", { field }) },
    { status: 400 },
  );
}
