import { useTranslation } from "~/lib/i18n-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "~/ui/button-link";

/** Previous / next links for a paged admin list; the other URL parameters (a search) are kept. */
export function AdminPager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t } = useTranslation("admin-office");
  const [params] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const link = buttonClassName({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={t("paging.label")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{t("paging.status", { page: Math.min(page, pageCount), pageCount, total })}</p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={hrefFor(Math.min(page - 1, pageCount))} className={link} rel="prev">
            {t("paging.previous")}
          </Link>
        )}
        {page < pageCount && (
          <Link to={hrefFor(page + 1)} className={link} rel="next">
            {t("paging.next")}
          </Link>
        )}
      </div>
    </nav>
  );
}
