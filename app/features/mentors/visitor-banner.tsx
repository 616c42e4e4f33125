import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";

/** Spec: when more than this many mentors match, visitors get a bottom banner inviting them in. */
export const VISITOR_BANNER_MIN_TOTAL = 6;

export function VisitorBanner({ total }: { total: number }) {
  const { t } = useTranslation("mentors");
  if (total <= VISITOR_BANNER_MIN_TOTAL) return null;
  return (
    <aside
      aria-label={t("banner.label")}
      data-testid="visitor-banner"
      className="sticky bottom-0 z-30 border-t border-white/10 bg-brand-950/95 text-white shadow-[0_-8px_24px_rgba(15,23,51,0.25)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-3 sm:flex-row sm:justify-between sm:gap-3 sm:px-6 sm:py-4 lg:px-8">
        <p className="text-center text-sm font-medium text-pretty sm:text-left sm:text-base">{t("banner.text", { count: total })}</p>
        <div className="flex shrink-0 gap-2">
          <ButtonLink to="/signup" variant="accent" size="sm">
            {t("banner.signup")}
          </ButtonLink>
          <ButtonLink to="/login" variant="outline-light" size="sm">
            {t("banner.login")}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
