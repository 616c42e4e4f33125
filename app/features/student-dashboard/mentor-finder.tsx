import { Search, Star } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { numberFormat } from "~/lib/intl-formats";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { filterOptions } from "~/features/mentors/filter-options";
import { useContentNames } from "~/features/mentors/use-content-names";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { Flag } from "~/ui/flag";
import { formatPrice } from "~/ui/format-price";
import { FormAlert } from "~/ui/form/form-alert";
import { Select } from "~/ui/form/select";
import { finderFields, type MentorFinderResult, type RecommendedMentor } from "./mentor-finder-params";
import { MentorPhoto } from "./mentor-photo";

/**
 * Intended major, country and dream college -> up to three recommended mentors. A GET form on
 * the dashboard's own URL: the server ranks and renders the result, with or without JavaScript.
 */
export function MentorFinder({ finder }: { finder: MentorFinderResult }) {
  const { t, i18n } = useTranslation("student-dashboard");
  const names = useContentNames();
  // All choices in the server's render: the form works without JavaScript.
  const options = filterOptions(names.chinese);
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/student-dashboard" &&
    finderFields.some((f) => navigation.location.search.includes(`${f}=`));
  const [needOne, setNeedOne] = useState(false);
  // The selects start from the last search each time a search loads.
  const formKey = JSON.stringify(finder.criteria);

  const submit = useSubmit();
  // Only the filled fields go into the URL (without JavaScript the browser sends them all; the server ignores the empty ones).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const filled = new URLSearchParams();
    for (const field of finderFields) {
      const value = data.get(field);
      if (typeof value === "string" && value) filled.set(field, value);
    }
    const any = filled.size > 0;
    setNeedOne(!any);
    if (any) void submit(filled, { method: "get", preventScrollReset: true });
  };

  return (
    <section aria-labelledby="finder-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="mentor-finder">
      <h2 id="finder-title" className="text-xl font-bold text-brand-950">
        {t("finder.title")}
      </h2>
      <p className="mt-1 text-slate-600">{t("finder.subtitle")}</p>
      <Form
        key={formKey}
        method="get"
        preventScrollReset
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
        noValidate
      >
        <Select
          name="major"
          label={t("finder.major")}
          placeholder={t("finder.any")}
          options={options.major}
          defaultValue={finder.criteria.major ?? ""}
          describedBy={needOne ? "finder-need-one" : null}
          onChange={() => setNeedOne(false)}
        />
        <Select
          name="country"
          label={t("finder.country")}
          placeholder={t("finder.any")}
          options={options.country}
          defaultValue={finder.criteria.country ?? ""}
          describedBy={needOne ? "finder-need-one" : null}
          onChange={() => setNeedOne(false)}
        />
        <Select
          name="college"
          label={t("finder.college")}
          placeholder={t("finder.any")}
          options={options.college}
          defaultValue={finder.criteria.college ?? ""}
          describedBy={needOne ? "finder-need-one" : null}
          onChange={() => setNeedOne(false)}
        />
        <button type="submit" className={buttonClassName({ className: "md:mb-px" })} data-testid="find-mentors">
          <Search className="size-4" aria-hidden="true" />
          {searching ? t("finder.searching") : t("finder.submit")}
        </button>
      </Form>
      {needOne ? (
        <div className="mt-4">
          <FormAlert id="finder-need-one" testId="finder-need-one" message={t("finder.needOne")} />
        </div>
      ) : null}
      <div aria-live="polite" aria-busy={searching || undefined}>
        {finder.mentors ? <FinderResults mentors={finder.mentors} seeMorePath={finder.seeMorePath} language={i18n.language} /> : null}
      </div>
    </section>
  );
}

function FinderResults({ mentors, seeMorePath, language }: { mentors: RecommendedMentor[]; seeMorePath: string; language: string }) {
  const { t } = useTranslation("student-dashboard");
  return (
    <div className="mt-6" data-testid="finder-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t("finder.resultsTitle")}</h3>
        <ButtonLink to={seeMorePath} variant="outline" size="sm" data-testid="finder-see-more">
          {t("finder.seeMore")}
        </ButtonLink>
      </div>
      {mentors.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700" data-testid="finder-empty">
          {t("finder.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {mentors.map((mentor) => (
            <RecommendedMentorCard key={mentor.id} mentor={mentor} language={language} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecommendedMentorCard({ mentor, language }: { mentor: RecommendedMentor; language: string }) {
  const { t } = useTranslation("student-dashboard");
  const names = useContentNames();
  const rating = numberFormat(names.intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(mentor.rating);
  const matched = (["major", "country", "college"] as const).filter((field) => mentor.matches[field]);
  const matchLabel = {
    major: t("finder.matchMajor"),
    country: t("finder.matchCountry"),
    college: t("finder.matchCollege"),
  };
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 p-4"
      data-testid="recommended-mentor"
      data-mentor-id={mentor.id}
      data-match-count={matched.length}
    >
      <div className="flex gap-3">
        <MentorPhoto name={mentor.name} photoId={mentor.photoId} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-testid="recommended-name">
            {mentor.name}
          </p>
          <p className="text-sm text-slate-700">{names.college(mentor.college)}</p>
          <p className="text-sm text-slate-600">{names.major(mentor.major)}</p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <Flag code={mentor.country} />
            {names.country(mentor.country)}
          </p>
        </div>
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
        <Star className="size-4 fill-accent-400 text-accent-500" aria-hidden="true" />
        {mentor.reviewCount > 0 ? (
          <>
            <span className="sr-only">{t("finder.rating", { rating })}</span>
            <span aria-hidden="true" className="font-semibold text-slate-900">
              {rating}
            </span>
            <span>({t("finder.reviews", { count: mentor.reviewCount })})</span>
          </>
        ) : (
          <span>{t("finder.noReviews")}</span>
        )}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
        <span className="text-slate-600">{t("finder.matches")}</span>
        {matched.map((field) => (
          <span key={field} className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800" data-testid={`match-${field}`}>
            {matchLabel[field]}
          </span>
        ))}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className="text-sm text-slate-700">
          {t("finder.price", {
            price: formatPrice(mentor.sessionPriceCents, language),
          })}
        </span>
        <Link
          to={`/schedule-meeting/${mentor.id}`}
          aria-label={t("finder.scheduleWith", { name: mentor.name })}
          className={buttonClassName({ size: "sm" })}
        >
          {t("finder.schedule")}
        </Link>
      </div>
    </li>
  );
}
