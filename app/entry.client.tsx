import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "~/lib/i18n-react";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "~/lib/client-locale";
import { createI18nWith, toLocale } from "~/lib/i18n";

// The server rendered <html lang> from the language cookie; start in the same language, with
// only that language's strings loaded.
const locale = toLocale(document.documentElement.lang) ?? "en";
const i18n = createI18nWith(locale, { [locale]: await loadLocale(locale) });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
