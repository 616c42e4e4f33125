import type { MiddlewareFunction } from "react-router";
import { localeContext } from "./app-context.server";
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

/** A JSON API's refusal: 400 invalid_parameter naming the parameter, or null when the URL is plain. */
export function controlCharactersInApiUrl(args: UrlArgs, locale: Locale): Response | null {
  const field = controlCharacterInUrl(args);
  if (field === null) return null;
  return jsonError("invalid_parameter", { locale, message: "invalid_characters", params: { field }, extra: { field } });
}

/**
 * Root middleware: every request (page, page data or API) whose route or query parameters hold a
 * control character is refused before any loader or action reaches the database (PostgreSQL
 * cannot store NUL). The refusal is thrown, so a page shows it on the root error page (400, the
 * message in the user's language) and an API answers it as JSON, as its own check would.
 */
export const refuseControlCharactersInUrl: MiddlewareFunction<Response> = ({ request, params, context }, next) => {
  const refusal = controlCharactersInApiUrl({ request, params }, context.get(localeContext));
  if (refusal) throw refusal;
  return next();
};
