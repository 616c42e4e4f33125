import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useLocation } from "react-router";
import { blogPageHref } from "./blog-paths";

/** Newer and older pages of the list, keeping the category and language. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("blog");
  const { search } = useLocation();
  if (pageCount <= 1) return null;
  const step = "inline-flex h-10 items-center gap-1 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 focus-visible:focus-ring";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={blogPageHref(search, page - 1)} rel="prev" className={step}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t("pagination.previous")}
        </Link>
      )}
      <span className="text-sm text-slate-600">{t("pagination.status", { page, pageCount })}</span>
      {page < pageCount && (
        <Link to={blogPageHref(search, page + 1)} rel="next" className={step}>
          {t("pagination.next")}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
