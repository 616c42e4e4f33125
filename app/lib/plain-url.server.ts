import { data } from "react-router";
import { jsonError } from "./error-response.server";
import type { Locale } from "./i18n";
import { controlCharacterParam } from "./plain-text";

interface UrlArgs {
  request: Request;
  params?: Record<string, string | undefined>;
}

/** The first route or query parameter holding a control character, or null. */
export function controlCharacterInUrl({ request, params = {} }: UrlArgs): string | null {
  return controlCharacterParam([...Object.entries(params), ...new URL(request.url).searchParams]);
}

/**
 * For a page's loader, before any parameter reaches the database (PostgreSQL cannot store NUL):
 * a 400 whose message the root error page shows.
 */
export function refuseControlCharactersInPageUrl(args: UrlArgs): void {
  if (controlCharacterInUrl(args) !== null) throw data({ error: "invalid_characters" }, { status: 400 });
}

/** The same for a JSON API: 400 invalid_parameter naming the parameter, or null when the URL is plain. */
export function controlCharactersInApiUrl(args: UrlArgs, locale: Locale): Response | null {
  const field = controlCharacterInUrl(args);
  if (field === null) return null;
  return jsonError("invalid_parameter", { locale, message: "invalid_characters", params: { field }, extra: { field } });
}
