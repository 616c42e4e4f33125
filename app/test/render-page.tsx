import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
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
export function renderPage(element: React.ReactNode, options: RenderOptions = {}): string {
  return renderToString(pageTree(element, options));
}

/**
 * The same, once every lazy part has loaded, as the server sends a page (entry.server.tsx waits
 * for all of it): for pages that load a part with `lazy()`, which renderToString leaves out.
 */
export async function renderCompletePage(element: React.ReactNode, options: RenderOptions = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(pageTree(element, options));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

interface RenderOptions {
  locale?: Locale;
  path?: string;
  url?: string;
  pageNamespaces?: string[];
}

function pageTree(element: React.ReactNode, { locale = "en", path = "/", url = path, pageNamespaces = [] }: RenderOptions) {
  const i18n = createI18n(locale);
  for (const [namespace, bundle] of Object.entries(pageStrings(locale, ...pageNamespaces).bundles)) {
    i18n.addResourceBundle(locale, namespace, bundle);
  }
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return (
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nProvider>
  );
}
