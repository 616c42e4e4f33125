import { Lightbulb, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { sessionGuides } from "~content/session-guides";
import { buttonClassName } from "~/ui/button-link";
import { DashboardSection } from "./dashboard-section";
import { guideText } from "./guide-text";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";

/** Paid, scheduled meetings by date then time, each with what the student asked for and tips for its type. */
export function UpcomingMeetings({ meetings }: { meetings: UpcomingMeeting[] }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <DashboardSection id="upcoming-meetings" title={t("upcoming.heading")}>
      {meetings.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center font-medium text-slate-700">{t("upcoming.empty")}</p>
      ) : (
        <ol className="space-y-4">
          {meetings.map((meeting) => (
            <MeetingItem key={meeting.id} meeting={meeting} />
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}

function MeetingItem({ meeting }: { meeting: UpcomingMeeting }) {
  const { t, i18n } = useTranslation(["mentor-dashboard", "booking"]);
  const guide = sessionGuides[meeting.type];
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5" data-testid="upcoming-meeting">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <MeetingWhen startsAt={meeting.startsAt} dateStyle="long" />
          <p className="mt-2 font-semibold text-brand-900">
            {t(`booking:types.${meeting.type}.title`)} · {t("upcoming.with", { name: meeting.studentName })}
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
        {meeting.meetLink ? (
          <a href={meeting.meetLink} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: "sm", className: "shrink-0" })}>
            <Video className="size-4" aria-hidden="true" />
            {t("upcoming.join")}
          </a>
        ) : (
          <p className="max-w-56 shrink-0 text-sm text-slate-600">{t("upcoming.linkPending")}</p>
        )}
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
