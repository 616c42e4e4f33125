import { useLoadedModule } from "~/lib/use-loaded-module";
import type { FilterOptions } from "./filter-options";

const loadFilterOptions = () => import("./filter-options");

/**
 * The filter selects' choices, or null until they have loaded. They are the whole lists of
 * countries, majors, colleges and languages (about 400 names in two languages), which only a
 * signed-in user's filters use, and only once the page is interactive: they load after
 * hydration, and until then a select shows only its chosen value, as the server sent it (also
 * when they cannot load; "any" still clears it).
 */
export function useFilterOptions(chinese: boolean): FilterOptions | null {
  return useLoadedModule(loadFilterOptions)?.filterOptions(chinese) ?? null;
}
