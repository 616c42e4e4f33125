import { CalendarOff } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";

/** Where the feed card sits on the page; the card below links to it. */
export const CALENDAR_FEED_ANCHOR = "calendar-feed";

/**
 * The mentor dashboard's 'Automatic Meeting Creation' card on a site without Google keys
 * (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET): says that connecting a calendar account is not
 * configured here, and points to the private calendar feed, which works everywhere.
 */
export function AutomaticMeetingsNotConfigured() {
  const { t } = useTranslation("calendar");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="automatic-meetings" data-state="not-configured">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <CalendarOff className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-brand-950">
            {t("automatic.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("automatic.notConfigured")}</p>
          <a href={`#${CALENDAR_FEED_ANCHOR}`} className={buttonClassName({ variant: "outline", size: "sm", className: "mt-3" })}>
            {t("automatic.useFeed")}
          </a>
        </div>
      </div>
    </section>
  );
}
