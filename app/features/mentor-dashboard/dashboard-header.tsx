import { BadgeCheck, GraduationCap, Pencil, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { findUniversity } from "~content/universities";
import { isChinese } from "~/lib/i18n";
import { shortName } from "~/lib/names";
import { ButtonLink } from "~/ui/button-link";
import { PersonPhoto } from "~/ui/person-photo";
import { StarRating } from "~/features/mentors/star-rating";
import { formatAverageRating } from "./average-rating";
import type { DashboardHeader as Header } from "./get-dashboard-header.server";

/** Welcome header: the mentor as students see them, with the way to edit it. */
export function DashboardHeader({ header }: { header: Header }) {
  const { t, i18n } = useTranslation("mentor-dashboard");
  const university = findUniversity(header.college);
  const college = university ? (isChinese(i18n.language) ? university.zh : university.en) : header.college;
  const average = formatAverageRating(header.ratingSum, header.ratingCount);
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <PersonPhoto
          photoId={header.photoId}
          size={80}
          className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-100"
          fallback={
            <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-slate-100 ring-2 ring-brand-100">
              <UserRound className="size-9 text-slate-400" aria-hidden="true" />
            </span>
          }
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl" data-testid="dashboard-welcome">
              {t("header.welcome", { name: shortName(header.name) })}
            </h1>
            {header.emailVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t("header.verified")}
              </span>
            ) : null}
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
            <span className="inline-flex items-center gap-2" data-testid="dashboard-rating">
              <StarRating value={Number(average)} />
              <span className="font-semibold text-slate-900">{t("header.rating", { rating: average })}</span>
              <span className="text-slate-600">{t("header.ratingCount", { count: header.ratingCount })}</span>
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="dashboard-college">
              <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
              {college}
            </span>
          </p>
          <p className={`mt-4 max-w-3xl whitespace-pre-line ${header.bio ? "text-slate-700" : "text-slate-500 italic"}`} data-testid="dashboard-bio">
            {header.bio || t("header.noBio")}
          </p>
        </div>
        <ButtonLink to="/mentor-profile" variant="outline" className="shrink-0">
          <Pencil className="size-4" aria-hidden="true" />
          {t("header.editProfile")}
        </ButtonLink>
      </div>
    </header>
  );
}
