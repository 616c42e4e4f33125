import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useReadyMarker } from "~/ui/use-ready-marker";
import type { Suggestion } from "./mentor-suggestions";
import { FilterChips, MentorFilterBar } from "./mentor-filter-bar";
import type { MentorFilters } from "./mentor-filters";
import { MentorResults } from "./mentor-results";
import { MentorSearchBox } from "./mentor-search-box";
import type { MentorSearch, MentorSearchResult } from "./mentor-search-params";
import { SignupPrompt } from "./signup-prompt";
import { contentNamesFrom, namesWithChoices, type ContentNameMap, type ContentNames } from "./content-names";
import { useFilterOptions } from "./use-filter-options";
import { useMentorFilters } from "./use-mentor-filters";
import { VisitorBanner } from "./visitor-banner";
import { VisitorHeader } from "./visitor-header";

export interface MentorsPageProps {
  result: MentorSearchResult;
  signedIn: boolean;
  search: MentorSearch;
  /** The names of the colleges, majors, countries and languages the page shows (content-names.server.ts). */
  names: ContentNameMap;
}

export function MentorsPage({ result, signedIn, search, names: nameMap }: MentorsPageProps) {
  const { i18n } = useTranslation();
  const names = useMemo(() => contentNamesFrom(nameMap, i18n.language), [nameMap, i18n.language]);
  return signedIn ? <SignedInMentors result={result} search={search} names={names} /> : <VisitorMentors result={result} names={names} />;
}

function VisitorMentors({ result, names }: { result: MentorSearchResult; names: ContentNames }) {
  // After the children's effects (the sign-up prompt's timer).
  const ref = useReadyMarker<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="mentors-page">
      <VisitorHeader />
      <MentorResults result={result} names={names} signedIn={false} />
      <VisitorBanner total={result.total} />
      <SignupPrompt />
    </div>
  );
}

function SignedInMentors({ result, search, names: pageNames }: { result: MentorSearchResult; search: MentorSearch; names: ContentNames }) {
  const { t } = useTranslation("mentors");
  const choices = useFilterOptions(pageNames.chinese);
  const names = useMemo(() => (choices ? namesWithChoices(pageNames, choices) : pageNames), [pageNames, choices]);
  const { filters, apply, restored } = useMentorFilters(search, names.chinese);
  // Once the saved filters, if any, are applied.
  const ref = useReadyMarker<HTMLDivElement>(restored);

  const pick = (suggestion: Suggestion) => {
    const next: MentorFilters = { ...filters };
    if (suggestion.kind === "text") next.searchTerm = suggestion.value;
    else next[suggestion.kind] = suggestion.value;
    apply(next);
  };

  return (
    <div ref={ref} data-testid="mentors-page">
      <section aria-labelledby="mentors-title" className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <h1 id="mentors-title" className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
            {t("signedIn.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t("signedIn.subtitle")}</p>
          <div className="mt-6 max-w-3xl">
            <MentorSearchBox onPick={pick} />
          </div>
          <div className="mt-4">
            <FilterChips filters={filters} names={names} onChange={apply} />
          </div>
          <div className="mt-4">
            <MentorFilterBar filters={filters} names={names} choices={choices} onChange={apply} />
          </div>
        </div>
      </section>
      <MentorResults result={result} names={names} signedIn />
    </div>
  );
}
