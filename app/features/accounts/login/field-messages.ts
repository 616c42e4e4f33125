import type { z } from "zod";
import { collectFieldErrors } from "../field-errors";

/** The first message key of each field, for forms whose messages take no values. */
export function fieldMessages(error: z.ZodError): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(collectFieldErrors(error)).map(([field, e]) => [field, e?.message]));
}
