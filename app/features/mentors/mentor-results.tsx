import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { MentorCard } from "./mentor-card";
import { MentorPagination } from "./mentor-pagination";
import type { MentorSearchResult } from "./mentor-search-params";
import { useContentNames } from "./use-content-names";

/** Cards in the first row (three on wide screens) load their photos at once; the rest lazily. */
const FIRST_ROW = 3;

export function MentorResults({ result, signedIn }: { result: MentorSearchResult; signedIn: boolean }) {
  const { t } = useTranslation("mentors");
  const { chinese } = useContentNames();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/mentors";
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));

  return (
    <section aria-labelledby="mentor-results-title" aria-busy={busy} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h2 id="mentor-results-title" className="sr-only">
        {t("results.title")}
      </h2>
      <p aria-live="polite" className="text-sm font-semibold text-slate-700" data-testid="mentor-total">
        {t("results.count", { count: result.total })}
        {pageCount > 1 ? <span className="font-normal text-slate-500"> · {t("results.page", { page: result.page, pageCount })}</span> : null}
      </p>
      {result.mentors.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-800" data-testid="mentor-empty">
            {t("results.empty")}
          </p>
        </div>
      ) : (
        <ul className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60 transition-opacity" : ""}`} data-testid="mentor-list">
          {result.mentors.map((mentor, index) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} eager={index < FIRST_ROW} showPrice={signedIn} showBio={!chinese} />
            </li>
          ))}
        </ul>
      )}
      <MentorPagination page={result.page} pageCount={pageCount} />
    </section>
  );
}
