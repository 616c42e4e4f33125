import { Search, X } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { evidenceTypes } from "~/db/schema/evidence-types";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { storyFiltersQuery, type StoryFilters } from "./story-filters";

const chipClass =
  "inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:focus-ring aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50";

/**
 * Search, college chips and result-type chips. Every control is a link or a GET form, so the
 * filters live in the URL and combine: a chip keeps the other filters, a second click clears it.
 */
export function StoryFiltersBar({ filters, colleges, lang }: { filters: StoryFilters; colleges: string[]; lang: string | null }) {
  const { t } = useTranslation("success-stories");
  const href = (next: StoryFilters) => {
    const query = storyFiltersQuery(next);
    const withLang = lang ? `${query ? `${query}&` : "?"}lang=${lang}` : query;
    return `/success-stories${withLang}`;
  };
  const active = Boolean(filters.q || filters.college || filters.type);

  return (
    <div className="space-y-5" data-testid="story-filters">
      <Form method="get" action="/success-stories" preventScrollReset role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="story-search" className="block text-sm font-medium text-slate-800">
            {t("filters.searchLabel")}
          </label>
          <input
            id="story-search"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.q ?? ""}
            key={filters.q ?? ""}
            placeholder={t("filters.searchPlaceholder")}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:focus-ring"
          />
        </div>
        {filters.college && <input type="hidden" name="college" value={filters.college} />}
        {filters.type && <input type="hidden" name="type" value={filters.type} />}
        {lang && <input type="hidden" name="lang" value={lang} />}
        <button type="submit" className={buttonClassName()}>
          <Search className="size-4" aria-hidden="true" />
          {t("filters.search")}
        </button>
      </Form>

      <div role="group" aria-labelledby="college-filter-label">
        <p id="college-filter-label" className="text-sm font-semibold text-slate-800">
          {t("filters.college")}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <Link to={href({ ...filters, college: undefined })} preventScrollReset aria-current={!filters.college} className={chipClass}>
              {t("filters.allColleges")}
            </Link>
          </li>
          {colleges.map((college) => {
            const current = filters.college === college;
            return (
              <li key={college}>
                <Link to={href({ ...filters, college: current ? undefined : college })} preventScrollReset aria-current={current} className={chipClass}>
                  {college}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>

      <div role="group" aria-labelledby="type-filter-label">
        <p id="type-filter-label" className="text-sm font-semibold text-slate-800">
          {t("filters.type")}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <Link to={href({ ...filters, type: undefined })} preventScrollReset aria-current={!filters.type} className={chipClass}>
              {t("filters.allTypes")}
            </Link>
          </li>
          {evidenceTypes.map((type) => {
            const current = filters.type === type;
            return (
              <li key={type}>
                <Link to={href({ ...filters, type: current ? undefined : type })} preventScrollReset aria-current={current} className={chipClass}>
                  {t(`types.${type}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>

      {active && (
        <Link to={href({})} preventScrollReset className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}>
          <X className="size-4" aria-hidden="true" />
          {t("filters.clear")}
        </Link>
      )}
    </div>
  );
}
