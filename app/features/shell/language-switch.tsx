import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { htmlLang, supportedLocales, toLocale } from "~/lib/i18n";

/**
 * English / 中文 toggle. Posts to the language resource route, which sets the cookie and
 * redirects back to this page at the chosen language's URL (?lang=zh set or dropped); without
 * JavaScript the same form does a plain post and redirect.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("locale");
  // Show the requested language as chosen while the switch is in flight.
  const current = toLocale(typeof pending === "string" ? pending : i18n.language) ?? "en";

  return (
    <fetcher.Form method="post" action="/resources/language" className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
      <div
        role="group"
        aria-label={t("languageSwitch.label")}
        className="inline-flex items-center rounded-full border border-slate-200 bg-slate-50 p-0.5"
      >
        {supportedLocales.map((locale) => {
          const active = locale === current;
          return (
            <button
              key={locale}
              type="submit"
              name="locale"
              value={locale}
              lang={htmlLang(locale)}
              aria-pressed={active}
              className={`rounded-full px-3 py-1 text-xs font-semibold transition-colors focus-visible:focus-ring ${
                active ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-white hover:text-brand-700"
              }`}
            >
              {t(`languageSwitch.${locale}`)}
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
