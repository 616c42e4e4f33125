import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useLocation } from "react-router";
import { pageWindow } from "./page-window";

/** Page links that keep the current query (filters) and change only `page`. */
export function MentorPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("mentors");
  const location = useLocation();
  if (pageCount <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  const step =
    "inline-flex h-10 items-center gap-1 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 focus-visible:focus-ring";
  const off = "inline-flex h-10 items-center gap-1 rounded-lg border border-slate-100 px-3 text-sm font-medium text-slate-500";

  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-1.5" data-testid="mentor-pagination">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={step}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t("pagination.previous")}
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          <ChevronLeft className="size-4" />
          {t("pagination.previous")}
        </span>
      )}
      {pageWindow(page, pageCount).map((slot, index) =>
        slot === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={slot}
            to={hrefFor(slot)}
            aria-current={slot === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: slot })}
            className={`inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold focus-visible:focus-ring ${
              slot === page ? "bg-brand-600 text-white" : "border border-slate-200 text-slate-700 hover:bg-brand-50"
            }`}
          >
            {slot}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={step}>
          {t("pagination.next")}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          {t("pagination.next")}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
