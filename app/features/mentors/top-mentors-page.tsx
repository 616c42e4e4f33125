import { Award, Medal, Trophy } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { DarkHero } from "~/ui/dark-hero";
import { PersonPhoto } from "~/ui/person-photo";
import type { TopMentor } from "./list-top-mentors.server";
import { MentorIcon, MentorIconSprite } from "./mentor-icons";
import { formatRating } from "./card-formats";
import { contentNamesFrom, type ContentNameMap } from "./content-names";

const medals = {
  1: { Icon: Trophy, className: "bg-amber-100 text-amber-600 ring-amber-300" },
  2: { Icon: Medal, className: "bg-slate-100 text-slate-500 ring-slate-300" },
  3: { Icon: Award, className: "bg-orange-100 text-orange-700 ring-orange-300" },
} as const;

const columns = [
  { key: "rank", className: "w-20 px-4 py-3 text-center" },
  { key: "mentor", className: "px-4 py-3" },
  { key: "collegeMajor", className: "px-4 py-3" },
  { key: "rating", className: "px-4 py-3" },
  { key: "students", className: "px-4 py-3 text-center" },
  { key: "action", className: "px-4 py-3 text-right" },
] as const;

/** Gold, silver and bronze for the first three; a plain number after. */
function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation("mentors");
  const medal = medals[rank as keyof typeof medals];
  if (!medal) return <span className="lb-num">{rank}</span>;
  const { Icon, className } = medal;
  return (
    <span
      role="img"
      aria-label={t(`leaderboard.place.${rank as 1 | 2 | 3}`)}
      data-testid={`medal-${rank}`}
      className={`inline-flex size-10 items-center justify-center rounded-full ring-2 ${className}`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function Photo({ mentor, lazy }: { mentor: TopMentor; lazy: boolean }) {
  const fallback = (
    <span aria-hidden="true" className="lb-initial">
      {mentor.name.charAt(0)}
    </span>
  );
  return <PersonPhoto photoId={mentor.photoId} size={48} lazy={lazy} className="lb-photo" fallback={fallback} />;
}

export function TopMentorsPage({ mentors, names: nameMap }: { mentors: TopMentor[]; names: ContentNameMap }) {
  const { t, i18n } = useTranslation("mentors");
  const names = useMemo(() => contentNamesFrom(nameMap, i18n.language), [nameMap, i18n.language]);
  const schedule = t("leaderboard.schedule");

  return (
    <>
      <DarkHero labelledBy="leaderboard-title" glow="gold">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
          <Trophy className="mx-auto size-10 text-accent-300" aria-hidden="true" />
          <h1 id="leaderboard-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("leaderboard.title")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-200">{t("leaderboard.subtitle")}</p>
        </div>
      </DarkHero>

      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <MentorIconSprite />
        {mentors.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center font-semibold text-slate-700">{t("leaderboard.empty")}</p>
        ) : (
          // Explicit roles: a narrow screen turns each row into a card, and some browsers drop a
          // table's meaning once its parts are no longer displayed as table parts.
          /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the explicit table roles above are deliberate */
          <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm">
            <table role="table" className="w-full text-left text-sm" data-testid="leaderboard">
              <caption className="sr-only">{t("leaderboard.caption")}</caption>
              <thead role="rowgroup" className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
                <tr role="row">
                  {columns.map(({ key, className }) => (
                    <th key={key} role="columnheader" scope="col" className={className}>
                      {t(`leaderboard.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              {/* Row classes are in mentor-list.css: fifty rows repeat them. */}
              <tbody role="rowgroup" className="divide-y divide-slate-200 max-md:block">
                {mentors.map((mentor, index) => (
                  <tr
                    key={mentor.id}
                    role="row"
                    data-testid="leaderboard-row"
                    data-rating={mentor.rating}
                    className={mentor.rank <= 3 ? "lb-row lb-top" : "lb-row"}
                  >
                    <td role="cell" className="lb-rank">
                      <RankBadge rank={mentor.rank} />
                    </td>
                    <th role="rowheader" scope="row" className="lb-mentor">
                      <span className="lb-who">
                        <Photo mentor={mentor} lazy={index >= 10} />
                        <span className="lb-strong" data-testid="leaderboard-name">
                          {mentor.name}
                        </span>
                      </span>
                    </th>
                    <td role="cell" className="lb-wide">
                      <span className="lb-college">{names.college(mentor.college)}</span>
                      <span className="lb-major">{names.major(mentor.major)}</span>
                    </td>
                    <td role="cell" className="lb-rating">
                      <span className="lb-stars">
                        <MentorIcon name="star" className="mi-star" />
                        <span className="lb-strong" data-testid="leaderboard-rating">
                          {formatRating(mentor.rating, names.intlLocale)}
                        </span>
                        <span className="lb-major">{`(${t("card.reviews", { count: mentor.reviewCount })})`}</span>
                      </span>
                    </td>
                    <td role="cell" className="lb-students">
                      <span data-testid="leaderboard-students">
                        <span className="max-md:hidden">{mentor.students}</span>
                        <span className="md:hidden">{t("leaderboard.studentCount", { count: mentor.students })}</span>
                      </span>
                    </td>
                    <td role="cell" className="lb-action">
                      <Link
                        to={`/schedule-meeting/${mentor.id}`}
                        aria-label={t("leaderboard.scheduleLabel", { name: mentor.name })}
                        className="lb-book"
                      >
                        {schedule}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
