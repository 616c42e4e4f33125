import { Lock, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { REDIRECT_AFTER_LOGIN_KEY, writeStorage } from "~/lib/browser-storage";
import { DarkHero } from "~/ui/dark-hero";

/** Visitors' marketing header with a search box that is really a way in: it leads to /login. */
export function VisitorHeader() {
  const { t } = useTranslation("mentors");
  return (
    <DarkHero labelledBy="mentors-title">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 id="mentors-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("visitor.title")}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-200">{t("visitor.subtitle")}</p>
        <Link
          to="/login"
          // Brings the visitor back to the mentor list after logging in.
          onClick={() => writeStorage(REDIRECT_AFTER_LOGIN_KEY, "/mentors")}
          data-testid="visitor-search"
          className="mx-auto mt-10 flex h-14 max-w-2xl items-center gap-3 rounded-xl bg-white px-4 text-left text-slate-500 shadow-xl ring-1 ring-white/20 transition hover:ring-4 hover:ring-accent-300/60 focus-visible:focus-ring focus-visible:outline-3 focus-ring-accent-300"
        >
          <Search className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="flex-1 truncate">{t("visitor.searchPlaceholder")}</span>
          <span className="hidden items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white sm:inline-flex">
            <Lock className="size-3.5" aria-hidden="true" />
            {t("visitor.searchCta")}
          </span>
          <span className="sr-only">{t("visitor.searchHint")}</span>
        </Link>
      </div>
    </DarkHero>
  );
}
