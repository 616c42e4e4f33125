import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MENTOR_FILTERS_KEY, readStorage, writeStorage } from "~/lib/browser-storage";
import { filtersFromSearch, filtersToParams, hasFilterParams, parseSavedFilters, sameFilters, type MentorFilters } from "./mentor-filters";
import type { MentorSearch } from "./mentor-search-params";

/**
 * The signed-in filter state. The URL holds it (so it is shareable and the server renders it);
 * changing a filter replaces the URL without scrolling. localStorage keeps a copy: on the first
 * load without filter parameters the saved filters are applied, and any filter in the URL
 * replaces what was saved.
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
  const apply = useCallback(
    (next: MentorFilters) => {
      setPending({ on: search, filters: next });
      go(next);
    },
    [go, search],
  );

  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      if (!hasFilterParams(new URLSearchParams(location.search))) {
        const saved = parseSavedFilters(readStorage(MENTOR_FILTERS_KEY), { signedIn: true, chinese });
        if (saved && !sameFilters(saved, filters)) {
          go(saved);
          return;
        }
      }
    }
    writeStorage(MENTOR_FILTERS_KEY, JSON.stringify(filters));
    // Saves what the list shows once it has loaded; the URL read above matters on the first run only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);

  return { filters: shown, apply };
}
