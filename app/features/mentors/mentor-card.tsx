import { BadgeCheck, CalendarPlus, GraduationCap, Languages } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PersonPhoto } from "~/ui/person-photo";
import { ButtonLink } from "~/ui/button-link";
import { Flag } from "~/ui/flag";
import { formatPrice } from "~/ui/format-price";
import type { MentorListItem } from "./mentor-search-params";
import { ReviewsDialog } from "./reviews-dialog";
import { StarIcon } from "./star-rating";
import { useContentNames } from "./use-content-names";

/** Bios longer than this get a Read more toggle (three clamped lines hold about this much). */
const BIO_CLAMP_CHARS = 150;

export interface MentorCardProps {
  mentor: MentorListItem;
  /** Cards in the first row are above the fold: their photos load at once. */
  eager: boolean;
  showPrice: boolean;
  /** Chinese mode hides mentor bios (spec). */
  showBio: boolean;
}

export function MentorCard({ mentor, eager, showPrice, showBio }: MentorCardProps) {
  const { t, i18n } = useTranslation("mentors");
  const names = useContentNames();
  const headingId = useId();
  const rating = new Intl.NumberFormat(names.intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mentor.rating);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="mentor-card"
      data-mentor-id={mentor.id}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex gap-4">
        <MentorPhoto mentor={mentor} eager={eager} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="text-lg font-bold text-brand-950" data-testid="mentor-name">
              {mentor.name}
            </h3>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t("card.verified")}
            </span>
          </div>
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-slate-800" data-testid="mentor-college">
            <GraduationCap className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {names.college(mentor.college)}
          </p>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="mentor-major">
            {names.major(mentor.major)}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <Flag code={mentor.country} label={names.country(mentor.country)} className="text-base leading-none" />
            <span data-testid="mentor-country">{names.country(mentor.country)}</span>
          </p>
          {mentor.languages.length > 0 && (
            <p className="mt-0.5 flex items-start gap-1.5 text-sm text-slate-600">
              <Languages className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">{t("card.languages")} </span>
              <span data-testid="mentor-languages">{mentor.languages.map((code) => names.language(code)).join(names.chinese ? "、" : ", ")}</span>
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ReviewsDialog mentorId={mentor.id} mentorName={mentor.name}>
          <button
            type="button"
            data-testid="mentor-rating"
            data-rating={mentor.rating}
            data-review-count={mentor.reviewCount}
            aria-label={t("card.ratingLabel", { rating, count: mentor.reviewCount, name: mentor.name })}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-sm text-slate-700 hover:border-accent-300 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <StarIcon className="size-4 text-accent-400" />
            {mentor.reviewCount > 0 ? <span className="font-semibold text-slate-900">{rating}</span> : null}
            <span className="text-slate-600">{t("card.reviews", { count: mentor.reviewCount })}</span>
          </button>
        </ReviewsDialog>
        {mentor.offersSat && (
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800" data-testid="mentor-sat-badge">
            {mentor.satScore ? t("card.satTutorScore", { score: mentor.satScore }) : t("card.satTutor")}
          </span>
        )}
      </div>

      {showBio && mentor.bio ? <MentorBio bio={mentor.bio} /> : null}

      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
        {showPrice && mentor.sessionPriceCents !== null ? (
          <p className="text-sm text-slate-600">
            <span className="text-xl font-bold text-brand-950" data-testid="mentor-price" data-cents={mentor.sessionPriceCents}>
              {formatPrice(mentor.sessionPriceCents, i18n.language)}
            </span>{" "}
            {t("card.perSession")}
          </p>
        ) : (
          <span />
        )}
        <ButtonLink to={`/schedule-meeting/${mentor.id}`} size="sm" aria-label={t("card.scheduleLabel", { name: mentor.name })}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t("card.schedule")}
        </ButtonLink>
      </div>
    </article>
  );
}

function MentorPhoto({ mentor, eager }: { mentor: MentorListItem; eager: boolean }) {
  const initials = mentor.name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
  return (
    <PersonPhoto
      photoId={mentor.photoId}
      size={80}
      lazy={!eager}
      className="size-20 shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white shadow"
      fallback={
        <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
          {initials}
        </span>
      }
    />
  );
}

function MentorBio({ bio }: { bio: string }) {
  const { t } = useTranslation("mentors");
  const [expanded, setExpanded] = useState(false);
  const bioId = useId();
  const long = bio.length > BIO_CLAMP_CHARS;
  return (
    <div className="mt-4">
      <p id={bioId} data-testid="mentor-bio" className={`text-sm leading-relaxed text-slate-700 ${long && !expanded ? "line-clamp-3" : ""}`}>
        {bio}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bioId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {expanded ? t("card.showLess") : t("card.readMore")}
        </button>
      )}
    </div>
  );
}
