import "~/lib/zod-in-browser";
import { Suspense, useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { BasketButton } from "~/features/basket/basket-button";
import { AffiliateCapture } from "~/features/booking/affiliate-capture";
import { FloatingSignupPrompt } from "~/features/marketing/floating-signup-prompt";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { ScrollToTopOnNavigate } from "~/features/shell/scroll-to-top";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import { TimeZoneReporter } from "~/features/time-zone/time-zone-reporter";
import { getServices, localeContext } from "~/lib/app-context.server";
import { showLanguage } from "~/lib/client-locale";
import { htmlLang, toLocale, type Locale } from "~/lib/i18n";
import { localeFromRequest, rememberUrlLanguage } from "~/lib/language.server";
import { useNonce } from "~/lib/nonce";
import { AppScripts } from "~/lib/app-scripts";
import { AppStylesheet } from "~/lib/app-stylesheet";
import { refuseControlCharactersInUrl } from "~/lib/plain-url.server";
import { forwardSessionCookies, getSessionUser } from "~/lib/session.server";
import { answerDatabaseOutage, retryAfterOnUnavailable } from "~/lib/database-outage.server";
import type { RootData } from "~/lib/use-user";
import stylesheet from "./app.css?url";
import { errorStatus } from "~/lib/errors";

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    context.set(localeContext, localeFromRequest(request));
    return next();
  },
  refuseControlCharactersInUrl,
  rememberUrlLanguage,
  forwardSessionCookies,
  retryAfterOnUnavailable,
  answerDatabaseOutage,
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const user = await getSessionUser({ request, context });
  const { config, localeScripts } = getServices(context);
  const locale = context.get(localeContext);
  const viewer = user && { role: user.role, timeZone: user.timeZone ?? null };
  return { viewer, locale, contactEmail: config.contactEmail, siteUrl: config.appUrl, localeScript: localeScripts?.[locale] };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const { i18n } = useTranslation();
  const locale = data?.locale ?? toLocale(i18n.language) ?? "en";
  const nonce = useNonce();
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <AppStylesheet href={stylesheet} />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <AppScripts nonce={nonce} modules={data?.localeScript ? [data.localeScript] : []} />
        <Suspense>
          <HydratedMarker />
        </Suspense>
      </body>
    </html>
  );
}

/**
 * `<html data-hydrated>` once React has hydrated the whole page: the scripts start after the first
 * paint (`AppScripts`), so the browser's `load` event can come before React is there, and browser
 * tests wait for this instead. The page's content and the footer are Suspense boundaries (`Frame`),
 * which React hydrates after the rest, in slices, in one pass in document order; this boundary is
 * the last of them.
 */
function HydratedMarker() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

function useSyncLanguage(locale: Locale | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (locale && i18n.language !== locale) void showLanguage(i18n, locale);
  }, [i18n, locale]);
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader basket={<BasketButton />} />
      {/* Suspense boundaries, though nothing suspends: React hydrates the header first, then these
          in short slices instead of one long task that holds the page (decision 0022, eighth
          round). A click on a part not yet hydrated hydrates it at once and is replayed. */}
      <main id="main" className="min-h-[60vh] pt-16">
        <Suspense>{children}</Suspense>
      </main>
      <FloatingSignupPrompt />
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollToTopOnNavigate />
      <AffiliateCapture />
    </>
  );
}

export default function App() {
  const { locale, viewer } = useLoaderData<typeof loader>();
  useSyncLanguage(locale);
  return (
    <Frame>
      <Outlet />
      <TimeZoneReporter signedIn={viewer !== null} storedZone={viewer?.timeZone} />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("errors");
  const data = useRouteLoaderData("root") as RootData | undefined;
  useSyncLanguage(data?.locale);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFoundPage />
      </Frame>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? "forbidden" : status === 400 ? "badRequest" : status === 503 ? "unavailable" : "unexpected";
  // A refusal that knows what was wrong says so: its message in the user's language
  // (refuseControlCharactersInUrl), or an error code.
  const refusal = isRouteErrorResponse(error) ? (error.data as { error?: unknown; message?: unknown } | null) : null;
  const code = refusal?.error;
  const body =
    typeof refusal?.message === "string" ? refusal.message : typeof code === "string" && code in errorStatus ? t(code) : t(`page.${key}.body`);
  return (
    <Frame>
      <title>{t(`page.${key}.title`)}</title>
      <section className="mx-auto max-w-2xl px-6 py-24 text-center">
        <p className="text-6xl font-bold text-slate-300">{status}</p>
        <h1 className="mt-4 text-2xl font-semibold">{t(`page.${key}.title`)}</h1>
        <p className="mt-2 text-slate-600">{body}</p>
        <a href="/" className="mt-8 inline-block rounded-md bg-indigo-700 px-5 py-2.5 font-medium text-white">
          {t("page.goHome")}
        </a>
      </section>
    </Frame>
  );
}
