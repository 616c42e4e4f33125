import { useTranslation } from "~/lib/i18n-react";
import { StarRating } from "~/features/mentors/star-rating";
import { intlLocale } from "~/lib/i18n";
import { DashboardSection } from "./dashboard-section";
import type { RecentRating } from "./list-recent-ratings.server";

/** The latest ratings students left, newest first. */
export function RecentRatings({ ratings }: { ratings: RecentRating[] }) {
  const { t, i18n } = useTranslation("mentor-dashboard");
  // Dates in Eastern, the platform's zone, so the server and the browser print the same day.
  const dateFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), { year: "numeric", month: "short", day: "numeric", timeZone: "America/New_York" });
  return (
    <DashboardSection id="recent-ratings" title={t("ratings.heading")}>
      {ratings.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center font-medium text-slate-700">{t("ratings.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {ratings.map((rating) => (
            <li key={rating.id} className="py-4 first:pt-0 last:pb-0" data-testid="recent-rating">
              <p className="flex items-center gap-2">
                <StarRating value={rating.rating} />
                <span className="sr-only">{t("ratings.stars", { rating: rating.rating })}</span>
                <span className="text-sm text-slate-600">{t("ratings.by", { name: rating.studentName, date: dateFormat.format(new Date(rating.createdAt)) })}</span>
              </p>
              {rating.comment ? <p className="mt-2 whitespace-pre-line text-slate-800">{rating.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
