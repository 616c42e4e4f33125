import { parse, serialize } from "cookie";
import { defaultLocale, toLocale, type Locale } from "./i18n";

export const LANGUAGE_COOKIE = "lang";

export function localeFromRequest(request: Request): Locale {
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
