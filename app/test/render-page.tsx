import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { createRoutesStub } from "react-router";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";
import { pageStrings } from "~/lib/page-strings.server";

/**
 * Server-renders a page component as the browser first receives it: inside a router (for links
 * and forms) and with the locale's translations, plus the page namespaces its loader would send.
 * `path` is the route pattern, `url` the address.
 */
export function renderPage(
  element: React.ReactNode,
  { locale = "en", path = "/", url = path, pageNamespaces = [] }: { locale?: Locale; path?: string; url?: string; pageNamespaces?: string[] } = {},
): string {
  const i18n = createI18n(locale);
  for (const [namespace, bundle] of Object.entries(pageStrings(locale, ...pageNamespaces).bundles)) {
    i18n.addResourceBundle(locale, namespace, bundle);
  }
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}
