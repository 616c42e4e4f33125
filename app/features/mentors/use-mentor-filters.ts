import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MENTOR_FILTERS_KEY, readStorage, writeStorage } from "~/lib/browser-storage";
import { filtersFromSearch, filtersToParams, hasFilterParams, sameFilters, type MentorFilters } from "./mentor-filters";
import type { MentorSearch } from "./mentor-search-params";

/**
 * The signed-in filter state. The URL holds it (so it is shareable and the server renders it);
 * changing a filter replaces the URL without scrolling. localStorage keeps a copy: on the first
 * load without filter parameters the saved filters are applied, and any filter in the URL
 * replaces what was saved. `restored` turns true once that first load's saved filters are dealt
 * with: reading them loads the query's parser (zod), which the page needs for nothing else.
 */
export function useMentorFilters(search: MentorSearch, chinese: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // The controls show a change at once while the list loads; the choice belongs to the search it
  // was made on, so the next loaded search (whatever it is) takes over without an effect.
  const [pending, setPending] = useState<{ on: MentorSearch; filters: MentorFilters } | null>(null);
  const shown = pending && pending.on === search ? pending.filters : filters;

  const go = useCallback(
    (next: MentorFilters) => {
      const query = filtersToParams(next).toString();
      void navigate({ search: query ? `?${query}` : "" }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  // Set by a choice of the user's: saved filters read after it must not replace it.
  const chose = useRef(false);
  const apply = useCallback(
    (next: MentorFilters) => {
      chose.current = true;
      setPending({ on: search, filters: next });
      go(next);
    },
    [go, search],
  );

  const [restored, setRestored] = useState(false);
  const restore = useCallback(
    async (saved: string | null, shownAtStart: MentorFilters) => {
      const parser = saved ? await import("./mentor-page-search").catch(() => null) : null;
      const parsed = saved && parser ? parser.parseSavedFilters(saved, { signedIn: true, chinese }) : null;
      if (!chose.current) {
        if (parsed && !sameFilters(parsed, shownAtStart)) go(parsed);
        // Saved filters that could not be read for want of the parser stay for the next visit.
        else if (!saved || parser) writeStorage(MENTOR_FILTERS_KEY, JSON.stringify(shownAtStart));
      }
      setRestored(true);
    },
    [chinese, go],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void restore(hasFilterParams(new URLSearchParams(location.search)) ? null : readStorage(MENTOR_FILTERS_KEY), filters);
      return;
    }
    writeStorage(MENTOR_FILTERS_KEY, JSON.stringify(filters));
    // Saves what the list shows once it has loaded; the URL read above matters on the first run only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);

  return { filters: shown, apply, restored };
}
