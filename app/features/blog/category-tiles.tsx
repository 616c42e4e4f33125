import { useTranslation } from "~/lib/i18n-react";
import { Link, useLocation } from "react-router";
import { blogListHref, tileCategories } from "./blog-paths";
import { CategoryIcon } from "./category-icon";

/** The six topic tiles: a click filters the list, a click on the chosen tile clears the filter. */
export function CategoryTiles({ counts, active }: { counts: Record<string, number>; active: string | null }) {
  const { t } = useTranslation("blog");
  const { search } = useLocation();
  return (
    <section aria-labelledby="blog-topics" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="blog-topics" className="text-lg font-semibold text-slate-900">
        {t("categories.title")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tileCategories.map((category) => {
          const chosen = category === active;
          return (
            <li key={category}>
              <Link
                to={blogListHref(search, chosen ? null : category)}
                aria-current={chosen ? "true" : undefined}
                preventScrollReset
                data-testid="category-tile"
                className={`flex h-full flex-col items-start gap-2 rounded-xl border p-4 transition-colors focus-visible:focus-ring ${
                  chosen ? "border-brand-600 bg-brand-600 text-white shadow-sm" : "border-slate-200 bg-white text-slate-900 hover:border-brand-300 hover:bg-brand-50"
                }`}
              >
                <CategoryIcon category={category} className={`size-5 ${chosen ? "text-white" : "text-brand-600"}`} />
                <span className="text-sm font-semibold">{t(`categories.${category}`)}</span>
                <span className={`text-xs ${chosen ? "text-brand-100" : "text-slate-600"}`}>{t("categories.count", { count: counts[category] ?? 0 })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
