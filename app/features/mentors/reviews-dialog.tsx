import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, LoaderCircle, MessageSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { RatingForm } from "~/features/ratings/rating-form";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import { pageWindow } from "./page-window";
import { formatRating } from "./card-formats";
import { StarRating } from "./star-rating";
import { useContentNames } from "./use-content-names";
import { useMentorReviews, type MentorReviewsPage } from "./use-mentor-reviews";

/** Whose reviews the dialog shows (kept while it closes), and the button that opened them: focus goes back to it. */
export interface OpenReviews {
  mentorId: string;
  mentorName: string;
  trigger: HTMLElement | null;
}

/**
 * The ratings panel (read side): average, count and reviews three per page, in a dialog. One
 * per list, opened by the card's rating button: a dialog root per card would cost every page
 * render twelve Radix trees that are almost never used.
 */
export function ReviewsDialog({ target, open, onClose }: { target: OpenReviews | null; open: boolean; onClose(): void }) {
  const { t } = useTranslation("mentors");
  return (
    <Dialog.Root open={open && target !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPanel
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Without a Radix Trigger, Radix would not know where to put focus back.
          const trigger = target?.trigger;
          if (trigger?.isConnected) {
            event.preventDefault();
            trigger.focus();
          }
        }}
        className="flex max-h-[85vh] max-w-lg flex-col"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <Dialog.Title className="text-lg font-bold text-brand-950">{t("reviews.title", { name: target?.mentorName ?? "" })}</Dialog.Title>
          <DialogCloseButton label={t("reviews.close")} className="-mr-2" />
        </div>
        {/* Mounted only while open (keyed by mentor), so reviews load when the popup opens and start at page 1. */}
        {target ? <ReviewsBody key={target.mentorId} mentorId={target.mentorId} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function ReviewsBody({ mentorId }: { mentorId: string }) {
  const { t } = useTranslation("mentors");
  const [page, setPage] = useState(1);
  const state = useMentorReviews(mentorId, page);
  const data = state.data;
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  if (!data) {
    return state.status === "error" ? (
      <ReviewsError onRetry={state.retry} />
    ) : (
      <p role="status" className="flex items-center justify-center gap-2 px-6 py-12 text-slate-600">
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        {t("reviews.loading")}
      </p>
    );
  }

  return (
    <div className="flex min-h-0 flex-col">
      <ReviewsSummary data={data} />
      {thanks ? (
        // Focused when shown: the form that had the focus goes away, and focus reads the thanks out.
        <p ref={thanksRef} tabIndex={-1} className="mx-6 mb-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 focus:outline-none" data-testid="reviews-thanks">
          {thanks}
        </p>
      ) : null}
      {data.rateableMeetingId ? (
        <section aria-labelledby={`rate-${mentorId}`} className="border-t border-slate-200 px-6 py-4">
          <h3 id={`rate-${mentorId}`} className="mb-3 font-semibold text-brand-950">
            {t("ratings:form.heading")}
          </h3>
          {/* Keyed by meeting: after a rating, the next rateable session starts with an empty form. */}
          <RatingForm
            key={data.rateableMeetingId}
            meetingId={data.rateableMeetingId}
            onRated={() => {
              setThanks(t("ratings:form.rated"));
              // Newest first: page 1 shows the new review, with the new average and count.
              setPage(1);
              state.retry();
            }}
          />
        </section>
      ) : null}
      {data.count === 0 ? (
        <p className="flex flex-col items-center gap-3 px-6 pt-4 pb-10 text-center font-medium text-slate-700">
          <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
          {t("reviews.empty")}
        </p>
      ) : (
        <div aria-busy={state.status === "loading"} className={`min-h-0 overflow-y-auto px-6 ${state.status === "loading" ? "opacity-60" : ""}`}>
          {state.status === "error" && <ReviewsError onRetry={state.retry} />}
          <ReviewList data={data} />
        </div>
      )}
      {data.pageCount > 1 && <ReviewPager page={page} pageCount={data.pageCount} onPage={setPage} />}
    </div>
  );
}

function ReviewsSummary({ data }: { data: MentorReviewsPage }) {
  const { t } = useTranslation("mentors");
  const { intlLocale } = useContentNames();
  const average = formatRating(data.average, intlLocale);
  return (
    <div className="flex items-center gap-4 px-6 py-4">
      <p className="text-4xl font-extrabold text-brand-950" data-testid="reviews-average">
        {data.count > 0 ? average : "–"}
      </p>
      <div>
        <StarRating value={data.average} size="size-5" />
        <p className="mt-1 text-sm text-slate-600" data-testid="reviews-count">
          <span className="sr-only">{t("reviews.averageLabel", { average })} </span>
          {t("reviews.count", { count: data.count })}
        </p>
      </div>
    </div>
  );
}

function ReviewList({ data }: { data: MentorReviewsPage }) {
  const { t } = useTranslation("mentors");
  const { intlLocale } = useContentNames();
  const dates = new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium" });
  return (
    <ul className="divide-y divide-slate-200 border-t border-slate-200" aria-label={t("reviews.listLabel")} data-testid="reviews-list">
      {data.reviews.map((review) => (
        <li key={review.id} className="py-4" data-testid="review">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">{review.reviewer}</p>
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {dates.format(new Date(review.createdAt))}
            </time>
          </div>
          <p className="mt-1 flex items-center gap-2">
            <StarRating value={review.rating} />
            <span className="sr-only">{t("reviews.stars", { rating: review.rating })}</span>
          </p>
          {review.comment ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{review.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
}

// Previous/Next use aria-disabled rather than disabled: a button that disables itself under the
// pointer would drop the keyboard focus out of the dialog.
function ReviewPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  const { t } = useTranslation("mentors");
  const step = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent";
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <nav aria-label={t("reviews.pagination")} className="flex flex-wrap items-center justify-center gap-1 border-t border-slate-200 px-6 py-3">
      <button
        type="button"
        aria-disabled={page <= 1 || undefined}
        onClick={() => go(page - 1)}
        className={buttonClassName({ variant: "ghost", size: "sm", className: step })}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t("pagination.previous")}
      </button>
      {pageWindow(page, pageCount).map((slot, index) =>
        slot === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            aria-current={slot === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: slot })}
            onClick={() => go(slot)}
            className={`inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold focus-visible:focus-ring ${
              slot === page ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-brand-50"
            }`}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        aria-disabled={page >= pageCount || undefined}
        onClick={() => go(page + 1)}
        className={buttonClassName({ variant: "ghost", size: "sm", className: step })}
      >
        {t("pagination.next")}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

function ReviewsError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation("mentors");
  return (
    <div role="alert" className="mx-6 my-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {t("reviews.error")}
      <button type="button" onClick={onRetry} className={buttonClassName({ variant: "outline", size: "sm" })}>
        {t("reviews.retry")}
      </button>
    </div>
  );
}
