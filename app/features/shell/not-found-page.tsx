import { ArrowLeft, Home, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName, ButtonLink } from "~/ui/button-link";

/** The 404 page: rendered inside root's <main>; marked noindex. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const trimmed = query.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    void navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  const goBack = () => {
    // React Router keeps the history index in history.state; at 0 there is nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof idx === "number" && idx > 0) void navigate(-1);
    else void navigate("/");
  };

  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <title>{t("notFound.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p
          className="bg-gradient-to-br from-brand-600 to-brand-900 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
          <span className="sr-only">404 — </span>
          {t("notFound.title")}
        </h1>
        <p className="mt-3 max-w-lg text-base text-slate-700">{t("notFound.body")}</p>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" variant="primary">
            <Home className="size-4" aria-hidden="true" />
            {t("notFound.goHome")}
          </ButtonLink>
          <button type="button" onClick={goBack} className={buttonClassName({ variant: "outline" })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("notFound.goBack")}
          </button>
        </div>

        <form
          role="search"
          method="get"
          action="/search"
          onSubmit={onSubmit}
          className="mt-12 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm"
        >
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            {t("notFound.searchLabel")}
          </label>
          <div className="mt-2 flex gap-2">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id={inputId}
                name="q"
                type="search"
                data-testid="not-found-search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("notFound.searchPlaceholder")}
                autoComplete="off"
                enterKeyHint="search"
                className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
              />
            </div>
            {trimmed && (
              <button type="submit" className={buttonClassName({ variant: "primary" })}>
                {t("notFound.searchButton")}
              </button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
