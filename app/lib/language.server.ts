import { parse, serialize } from "cookie";
import { defaultLocale, toLocale, type Locale } from "./i18n";
import { LANGUAGE_PARAM } from "./page-url";

export const LANGUAGE_COOKIE = "lang";

/** The page's language: ?lang on the URL (each language has its own URL), then the cookie. */
export function localeFromRequest(request: Request): Locale {
  const fromUrl = toLocale(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  if (fromUrl) return fromUrl;
  const cookies = parse(request.headers.get("cookie") ?? "");
  return toLocale(cookies[LANGUAGE_COOKIE]) ?? defaultLocale;
}

export function languageCookie(locale: Locale, secure: boolean): string {
  return serialize(LANGUAGE_COOKIE, locale, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
    secure,
  });
}
