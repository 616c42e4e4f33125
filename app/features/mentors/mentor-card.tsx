import { useId, useState } from "react";
import type { TFunction } from "~/lib/translator";
import { Link } from "react-router";
import { Flag } from "~/ui/flag";
import { formatPrice } from "~/ui/format-price";
import { PersonPhoto } from "~/ui/person-photo";
import { MentorIcon } from "./mentor-icons";
import type { MentorListItem } from "./mentor-search-params";
import { formatRating } from "./card-formats";
import type { ContentNames } from "./content-names";
import { initials } from "~/lib/names";

/** Bios longer than this get a Read more toggle (three clamped lines hold about this much). */
const BIO_CLAMP_CHARS = 150;

/**
 * What every card on a list shares, worked out once by the list: a page renders twelve cards,
 * and per-card translation hooks and lookups were most of its render time.
 */
export interface CardShared {
  t: TFunction;
  language: string;
  names: ContentNames;
  showPrice: boolean;
  /** Chinese mode hides mentor bios (spec). */
  showBio: boolean;
  labels: { verified: string; languages: string; perSession: string; schedule: string; readMore: string; showLess: string };
  /** Opens the reviews dialog for this mentor; `trigger` gets the focus back when it closes. */
  showReviews(mentor: MentorListItem, trigger: HTMLElement): void;
  /** Starts loading the reviews dialog (the pointer or focus has reached a rating button). */
  prepareReviews(): void;
}

export interface MentorCardProps {
  mentor: MentorListItem;
  /** Cards in the first row are above the fold: their photos load at once. */
  eager: boolean;
  shared: CardShared;
  /** This card's reviews are open in the dialog. */
  reviewsOpen?: boolean;
}

// Class names for the repeated nodes are in mentor-list.css.
export function MentorCard({ mentor, eager, shared, reviewsOpen = false }: MentorCardProps) {
  const { t, language, names, labels } = shared;
  const headingId = useId();
  const rating = formatRating(mentor.rating, names.intlLocale);
  const countryName = names.country(mentor.country);

  return (
    <article aria-labelledby={headingId} data-testid="mentor-card" data-mentor-id={mentor.id} className="mc">
      <div className="flex gap-4">
        <MentorPhoto mentor={mentor} eager={eager} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="mc-name" data-testid="mentor-name">
              {mentor.name}
            </h3>
            <span className="mc-verified">
              <MentorIcon name="verified" />
              {labels.verified}
            </span>
          </div>
          <p className="mc-college" data-testid="mentor-college">
            <MentorIcon name="college" />
            {names.college(mentor.college)}
          </p>
          <p className="mc-line" data-testid="mentor-major">
            {names.major(mentor.major)}
          </p>
          <p className="mc-line items-center">
            {/* The name beside it says the country: the flag itself is decorative. */}
            <Flag code={mentor.country} className="mt-[3px]" />
            <span data-testid="mentor-country">{countryName}</span>
          </p>
          {mentor.languages.length > 0 && (
            <p className="mc-line">
              <MentorIcon name="languages" />
              <span className="sr-only">{labels.languages} </span>
              <span data-testid="mentor-languages">{mentor.languages.map((code) => names.language(code)).join(names.chinese ? "、" : ", ")}</span>
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="mentor-rating"
          data-rating={mentor.rating}
          data-review-count={mentor.reviewCount}
          aria-haspopup="dialog"
          aria-expanded={reviewsOpen}
          aria-label={t("card.ratingLabel", { rating, name: mentor.name, count: mentor.reviewCount })}
          onPointerEnter={shared.prepareReviews}
          onFocus={shared.prepareReviews}
          onClick={(event) => shared.showReviews(mentor, event.currentTarget)}
          className="mc-rating"
        >
          <MentorIcon name="star" className="mi-star" />
          {mentor.reviewCount > 0 ? <span className="font-semibold text-slate-900">{rating}</span> : null}
          <span className="text-slate-600">{t("card.reviews", { count: mentor.reviewCount })}</span>
        </button>
        {mentor.offersSat && (
          <span className="mc-sat" data-testid="mentor-sat-badge">
            {mentor.satScore ? t("card.satTutorScore", { score: mentor.satScore }) : t("card.satTutor")}
          </span>
        )}
      </div>

      {shared.showBio && mentor.bio ? <MentorBio bio={mentor.bio} labels={labels} /> : null}

      <div className="mc-foot">
        {shared.showPrice && mentor.sessionPriceCents !== null ? (
          <p className="text-sm text-slate-600">
            <span className="mc-price" data-testid="mentor-price" data-cents={mentor.sessionPriceCents}>
              {formatPrice(mentor.sessionPriceCents, language)}
            </span>{" "}
            {labels.perSession}
          </p>
        ) : (
          <span />
        )}
        <Link
          to={`/schedule-meeting/${mentor.id}`}
          aria-label={t("card.scheduleLabel", { name: mentor.name })}
          className="mc-book"
        >
          <MentorIcon name="schedule" />
          {labels.schedule}
        </Link>
      </div>
    </article>
  );
}

function MentorPhoto({ mentor, eager }: { mentor: MentorListItem; eager: boolean }) {
  const fallback = (
    <span aria-hidden="true" className="mc-initials">
      {initials(mentor.name)}
    </span>
  );
  return <PersonPhoto photoId={mentor.photoId} size={80} lazy={!eager} className="mc-photo" fallback={fallback} />;
}

function MentorBio({ bio, labels }: { bio: string; labels: CardShared["labels"] }) {
  const [expanded, setExpanded] = useState(false);
  const bioId = useId();
  const long = bio.length > BIO_CLAMP_CHARS;
  return (
    <div className="mt-4">
      <p id={bioId} data-testid="mentor-bio" className={long && !expanded ? "mc-bio line-clamp-3" : "mc-bio"}>
        {bio}
      </p>
      {long && (
        <button type="button" aria-expanded={expanded} aria-controls={bioId} onClick={() => setExpanded((open) => !open)} className="mc-more">
          {expanded ? labels.showLess : labels.readMore}
        </button>
      )}
    </div>
  );
}
