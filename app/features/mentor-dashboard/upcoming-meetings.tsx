import { Lightbulb, Video } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { sessionGuides } from "~content/session-guides";
import { formatEasternSlot } from "~/features/booking/slot-time";
import { utcToEasternSlot } from "~/features/booking/slots";
import { buttonClassName } from "~/ui/button-link";
import { StatusNotice } from "~/ui/status-notice";
import { CancelSessionButton } from "./cancel-session-dialog";
import { DashboardSection } from "./dashboard-section";
import { useAnnouncedChange } from "./use-announced-change";
import { guideText } from "./guide-text";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";

/**
 * Paid, scheduled meetings by date then time, each with what the student asked for, tips for its
 * type and "Cancel session" until it starts. A cancellation is announced here, since the meeting
 * (and the button that had focus) leaves the list.
 */
export function UpcomingMeetings({ meetings, now, reasonMax }: { meetings: UpcomingMeeting[]; now: string; reasonMax: number }) {
  const { t } = useTranslation("mentor-dashboard");
  const { t: tc } = useTranslation("meeting-changes");
  const [cancelled, announce, headingRef] = useAnnouncedChange();
  return (
    <DashboardSection id="upcoming-meetings" title={t("upcoming.heading")} headingRef={headingRef}>
      <StatusNotice message={cancelled && tc("mentor.cancel.done", { name: cancelled })} className="mb-4" testId="cancel-session-status" />
      {meetings.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center font-medium text-slate-700">{t("upcoming.empty")}</p>
      ) : (
        <ol className="space-y-4">
          {meetings.map((meeting) => (
            <MeetingItem key={meeting.id} meeting={meeting} cancellable={meeting.startsAt > now} reasonMax={reasonMax} onCancelled={announce} />
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}

interface MeetingItemProps {
  meeting: UpcomingMeeting;
  cancellable: boolean;
  reasonMax: number;
  onCancelled: (studentName: string) => void;
}

function MeetingItem({ meeting, cancellable, reasonMax, onCancelled }: MeetingItemProps) {
  const { t, i18n } = useTranslation("mentor-dashboard");
  const guide = sessionGuides[meeting.type];
  const when = formatEasternSlot(utcToEasternSlot(meeting.startsAt), i18n.language, t, "long");
  const cancelledThis = useCallback(() => onCancelled(meeting.studentName), [onCancelled, meeting.studentName]);
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5" data-testid="upcoming-meeting">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <MeetingWhen startsAt={meeting.startsAt} dateStyle="long" />
          <p className="mt-2 font-semibold text-brand-900">
            {t(`common:sessionTypes.${meeting.type}.title`)} · {t("upcoming.with", { name: meeting.studentName })}
          </p>
          <dl className="mt-2 space-y-1 text-sm text-slate-700">
            <div>
              <dt className="inline font-medium text-slate-900">{t("upcoming.major")}: </dt>
              <dd className="inline">{meeting.major}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-900">{t("upcoming.goals")}: </dt>
              <dd className="inline whitespace-pre-line">{meeting.expectations}</dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          {meeting.meetLink ? (
            <a href={meeting.meetLink} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: "sm", className: "shrink-0" })}>
              <Video className="size-4" aria-hidden="true" />
              {t("upcoming.join")}
            </a>
          ) : (
            <p className="max-w-56 text-sm text-slate-600">{t("upcoming.linkPending")}</p>
          )}
          {cancellable ? <CancelSessionButton meetingId={meeting.id} studentName={meeting.studentName} when={when} reasonMax={reasonMax} onCancelled={cancelledThis} /> : null}
        </div>
      </div>
      <details className="group mt-4 rounded-lg bg-accent-50 px-4 py-3">
        <summary className="flex cursor-pointer items-center gap-2 rounded text-sm font-semibold text-brand-900 focus-visible:focus-ring">
          <Lightbulb className="size-4 text-accent-700" aria-hidden="true" />
          {t("upcoming.tips")}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {guide.tips.map((tip) => (
            <li key={tip.en}>{guideText(tip, i18n.language)}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}
