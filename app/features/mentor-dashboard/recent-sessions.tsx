import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatEasternSlot } from "~/features/booking/slot-time";
import { utcToEasternSlot } from "~/features/booking/slots";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { StatusNotice } from "~/ui/status-notice";
import { MEETINGS_ACTION } from "./cancel-session-dialog";
import { DashboardSection } from "./dashboard-section";
import { useAnnouncedChange } from "./use-announced-change";
import type { RecentMeeting } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";

type ReportAnswer = { ok: true } | { error: string; message?: string };

/**
 * The sessions over in the last two days, where the mentor reports a student who did not come
 * (the server's window: until the mentor's payout is due). Nothing when there are none. The
 * report is confirmed in place first; the page's data reloads once the answer is announced.
 */
export function RecentSessions({ meetings }: { meetings: RecentMeeting[] }) {
  const { t } = useTranslation("mentor-dashboard");
  const [reported, announce, headingRef] = useAnnouncedChange();
  if (meetings.length === 0) return null;
  return (
    <DashboardSection id="recent-sessions" title={t("recent.heading")} intro={t("recent.intro")} headingRef={headingRef}>
      <StatusNotice message={reported && t("recent.report.done", { name: reported })} className="mb-4" testId="no-show-status" />
      <ol className="space-y-3">
        {meetings.map((meeting) => (
          <RecentSession key={meeting.id} meeting={meeting} onReported={announce} />
        ))}
      </ol>
    </DashboardSection>
  );
}

function RecentSession({ meeting, onReported }: { meeting: RecentMeeting; onReported: (studentName: string) => void }) {
  const { t, i18n } = useTranslation("mentor-dashboard");
  const fetcher = useFetcher<ReportAnswer>();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const answer = useFetcherAnswer(fetcher, (answer) => {
    if ("ok" in answer) onReported(meeting.studentName);
  });
  const refused = answer && "error" in answer ? answer : null;
  const busy = fetcher.state !== "idle";
  const name = meeting.studentName;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="recent-session" data-meeting-id={meeting.id} data-status={meeting.status}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <MeetingWhen startsAt={meeting.startsAt} />
          <p className="mt-1 font-semibold text-brand-900">
            {t(`common:sessionTypes.${meeting.type}.title`)} · {t("upcoming.with", { name })}
          </p>
        </div>
        {meeting.status === "no_show" ? (
          <p className="shrink-0 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">{t("recent.noShow")}</p>
        ) : (
          <button
            ref={opener}
            type="button"
            aria-expanded={confirming}
            aria-controls={panelId}
            aria-label={t("recent.report.openLabel", { name })}
            onClick={() => setConfirming((open) => !open)}
            className={buttonClassName({ variant: "outline", size: "sm", className: "shrink-0" })}
          >
            {t("recent.report.open")}
          </button>
        )}
      </div>
      {meeting.status === "held" && confirming ? (
        <fetcher.Form id={panelId} method="post" action={MEETINGS_ACTION} className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4" data-testid="no-show-confirm">
          <input type="hidden" name="intent" value="no_show" />
          <input type="hidden" name="meetingId" value={meeting.id} />
          <p className="text-sm text-slate-800">
            {t("recent.report.confirm", { name, until: formatEasternSlot(utcToEasternSlot(meeting.reportUntil), i18n.language, t) })}
          </p>
          <FormAlert message={refused ? (refused.message ?? t("recent.report.failed")) : null} testId="no-show-error" />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonClassName({ variant: "outline", size: "sm" })}
              onClick={() => {
                setConfirming(false);
                opener.current?.focus();
              }}
            >
              {t("recent.report.keep")}
            </button>
            <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })} disabled={busy}>
              {busy ? t("recent.report.sending") : t("recent.report.yes")}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
