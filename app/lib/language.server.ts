import { parse, serialize } from "cookie";
import type { MiddlewareFunction } from "react-router";
import { getServices } from "./app-context.server";
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

/**
 * A visit to a language's URL (?lang=zh, ?lang=en) makes that the remembered language, so the
 * page's plain internal links (which carry no ?lang) keep showing it. Decision 0018.
 */
export const rememberUrlLanguage: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const fromUrl = toLocale(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  if (!fromUrl) return response;
  const remembered = toLocale(parse(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE]);
  const setsOwn = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  if (remembered !== fromUrl && !setsOwn) {
    const secure = new URL(getServices(context).config.appUrl).protocol === "https:";
    response.headers.append("Set-Cookie", languageCookie(fromUrl, secure));
  }
  return response;
};

export function languageCookie(locale: Locale, secure: boolean): string {
  return serialize(LANGUAGE_COOKIE, locale, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
    secure,
  });
}
