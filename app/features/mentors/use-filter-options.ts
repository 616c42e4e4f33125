import { useEffect, useState } from "react";
import type { FilterOptions } from "./filter-options";

const loadFilterOptions = () => import("./filter-options");

/**
 * The filter selects' choices, or null until they have loaded. They are the whole lists of
 * countries, majors, colleges and languages (about 400 names in two languages), which only a
 * signed-in user's filters use, and only once the page is interactive: they load after
 * hydration, and until then a select shows only its chosen value, as the server sent it.
 */
export function useFilterOptions(chinese: boolean): FilterOptions | null {
  const [loaded, setLoaded] = useState<{ chinese: boolean; options: FilterOptions } | null>(null);
  useEffect(() => {
    let current = true;
    loadFilterOptions().then(
      (module) => {
        if (current) setLoaded({ chinese, options: module.filterOptions(chinese) });
      },
      // Offline or a new deployment: each select keeps its chosen value, and "any" clears it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [chinese]);
  return loaded?.chinese === chinese ? loaded.options : null;
}
