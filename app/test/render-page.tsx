import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";

/**
 * Server-renders a page component as the browser first receives it: inside a router (for links
 * and forms) and with the locale's translations. `path` is the route pattern, `url` the address.
 */
export function renderPage(element: React.ReactNode, { locale = "en", path = "/", url = path }: { locale?: Locale; path?: string; url?: string } = {}): string {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}
