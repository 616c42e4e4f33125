import { CalendarSync, Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { CALENDAR_FEED_ANCHOR } from "./automatic-meetings-card";

export const CALENDAR_FEED_ACTION = "/resources/calendar-feed";

type ResetAnswer = { ok: true; url: string } | { error: string; message?: string };
type CopyState = "idle" | "copied" | "failed";

/**
 * The private calendar feed on both dashboards: create the link once, copy it into a calendar
 * app, or replace it (the old link stops working). `url` is the current link, null before the
 * first one is made.
 */
export function CalendarFeedCard({ url, headingLevel = "h2" }: { url: string | null; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("calendar");
  const ready = useReadyMarker<HTMLElement>();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const fetcher = useFetcher<ResetAnswer>();
  const [copy, setCopy] = useState<CopyState>("idle");
  const [replacing, setReplacing] = useState(false);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = answer !== undefined && "error" in answer;
  // The answer's link is current at once; the page's data catches up after revalidation.
  const link = answer && "url" in answer ? answer.url : url;
  const busy = fetcher.state !== "idle";
  const Heading = headingLevel;

  const reset = () => {
    setCopy("idle");
    setReplacing(link !== null);
    void fetcher.submit({}, { method: "post", action: CALENDAR_FEED_ACTION });
  };
  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  const status = failed
    ? (answer.message ?? t("feed.failed"))
    : copy === "copied"
      ? t("feed.copied")
      : copy === "failed"
        ? t("feed.copyFailed")
        : replacing && answer && "url" in answer
          ? t("feed.regenerated")
          : "";

  return (
    <section ref={ready} id={CALENDAR_FEED_ANCHOR} aria-labelledby={headingId} className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="calendar-feed">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CalendarSync className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className="text-lg font-bold text-brand-950">
            {t("feed.title")}
          </Heading>
          <p className="mt-1 text-sm text-slate-600">{t("feed.intro")}</p>
        </div>
      </div>

      {link ? (
        <div className="mt-4 space-y-3">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            {t("feed.urlLabel")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={link}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
              data-testid="calendar-feed-url"
            />
            <button type="button" onClick={() => void copyLink()} className={buttonClassName({ variant: "primary", size: "md" })}>
              <Copy className="size-4" aria-hidden="true" />
              {t("feed.copy")}
            </button>
          </div>
          <p id={hintId} className="text-sm text-slate-600">
            {t("feed.secret")}
          </p>
          <button type="button" onClick={reset} disabled={busy} className={buttonClassName({ variant: "outline", size: "sm" })}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {busy ? t("feed.regenerating") : t("feed.regenerate")}
          </button>
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-brand-700">{t("feed.howTo")}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t("feed.howGoogle")}</li>
              <li>{t("feed.howApple")}</li>
              <li>{t("feed.howOutlook")}</li>
            </ul>
          </details>
        </div>
      ) : (
        <button type="button" onClick={reset} disabled={busy} className={buttonClassName({ variant: "primary", size: "md", className: "mt-4" })}>
          {busy ? t("feed.creating") : t("feed.create")}
        </button>
      )}
      <p role="status" aria-live="polite" className={failed || copy === "failed" ? "mt-3 text-sm text-red-700" : "mt-3 text-sm text-emerald-700"} data-testid="calendar-feed-status">
        {status}
      </p>
    </section>
  );
}
