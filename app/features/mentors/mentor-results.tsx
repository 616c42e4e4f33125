import { SearchX } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useNavigation } from "react-router";
import { MentorCard, type CardShared } from "./mentor-card";
import { MentorIconSprite } from "./mentor-icons";
import { MentorPagination } from "./mentor-pagination";
import type { MentorSearchResult } from "./mentor-search-params";
import type { ContentNames } from "./content-names";
import type { OpenReviews } from "./reviews-dialog";

// The reviews dialog (with the rating form, its dialog library and zod) loads when a rating button
// is reached, not with the list.
const loadReviewsDialog = () => import("./reviews-dialog");
const ReviewsDialog = lazy(() => loadReviewsDialog().then((module) => ({ default: module.ReviewsDialog })));

/** Cards in the first row (three on wide screens) load their photos at once; the rest lazily. */
const FIRST_ROW = 3;

export function MentorResults({ result, names, signedIn }: { result: MentorSearchResult; names: ContentNames; signedIn: boolean }) {
  const { t, i18n } = useTranslation("mentors");
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/mentors";
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  // The dialog keeps its mentor while it closes, so `open` is separate.
  const [reviews, setReviews] = useState<{ target: OpenReviews | null; open: boolean }>({ target: null, open: false });

  const language = i18n.language;
  const shared = useMemo<CardShared>(
    () => ({
      t,
      language,
      names,
      showPrice: signedIn,
      showBio: !names.chinese,
      labels: {
        verified: t("card.verified"),
        languages: t("card.languages"),
        perSession: t("card.perSession"),
        schedule: t("card.schedule"),
        readMore: t("card.readMore"),
        showLess: t("card.showLess"),
      },
      showReviews: (mentor, trigger) => setReviews({ target: { mentorId: mentor.id, mentorName: mentor.name, trigger }, open: true }),
      prepareReviews: () => void loadReviewsDialog(),
    }),
    [t, language, names, signedIn],
  );

  return (
    <section aria-labelledby="mentor-results-title" aria-busy={busy} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <MentorIconSprite />
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
              <MentorCard
                mentor={mentor}
                eager={index < FIRST_ROW}
                shared={shared}
                reviewsOpen={reviews.open && reviews.target?.mentorId === mentor.id}
              />
            </li>
          ))}
        </ul>
      )}
      <MentorPagination page={result.page} pageCount={pageCount} />
      {reviews.target ? (
        <Suspense fallback={null}>
          <ReviewsDialog target={reviews.target} open={reviews.open} onClose={() => setReviews((state) => ({ ...state, open: false }))} />
        </Suspense>
      ) : null}
    </section>
  );
}
