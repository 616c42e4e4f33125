import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus, Clock, Video } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useContentNames } from "~/features/mentors/use-content-names";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";
import { formatCharged } from "~/ui/format-price";
import { CancelSessionDialog } from "./cancel-session-dialog";
import { GuaranteeRefundDialog } from "./guarantee-refund-dialog";
import { MentorPhoto } from "./mentor-photo";
import { RescheduleSessionDialog } from "./reschedule-session-dialog";
import { SessionRefundState, SessionStatusBadge } from "./session-outcome";
import type { SessionView, SessionViews } from "./session-view-types";

/** The student's paid sessions, upcoming first, each with its times, goals, video link and calendar file. Loads on use (action-cards.tsx). */
export default function MySessionsDialog({ sessions, open, onOpenChange, onCloseAutoFocus }: { sessions: SessionViews } & OnUseDialogProps) {
  const { t } = useTranslation("student-dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="flex max-h-[85vh] max-w-2xl flex-col" data-testid="my-sessions-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader title={t("sessions.title")} description={t("sessions.description")} closeLabel={t("sessions.close")} />
        <SessionsBody sessions={sessions} />
      </DialogPanel>
    </Dialog.Root>
  );
}

/** Shows what a change did (cancelled, moved, refund requested) once its dialog has closed. */
type Announce = (notice: string) => void;

/** The dialog's content: upcoming sessions, then past and cancelled ones, or a way to book the first. */
export function SessionsBody({ sessions }: { sessions: SessionViews }) {
  const { t } = useTranslation("student-dashboard");
  const { t: tc } = useTranslation("meeting-changes");
  const none = sessions.upcoming.length === 0 && sessions.past.length === 0;
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The changed session's buttons are gone with its new state: the outcome takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const announce: Announce = (text) => setNotice({ text });
  return (
    <div className="min-h-0 overflow-y-auto px-6 py-4">
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={notice ? "mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 focus:outline-none" : "sr-only"}
        data-testid="sessions-notice"
      >
        {notice?.text}
      </p>
      {none ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="sessions-empty">
          <p className="font-medium text-slate-700">{t("sessions.empty")}</p>
          <ButtonLink to="/mentors">{t("sessions.findMentors")}</ButtonLink>
        </div>
      ) : (
        <>
          <SessionList title={t("sessions.upcoming")} empty={t("sessions.noUpcoming")} sessions={sessions.upcoming} testId="upcoming-sessions" announce={announce} />
          <SessionList title={tc("student.pastAndCancelled")} empty={t("sessions.noPast")} sessions={sessions.past} testId="past-sessions" announce={announce} />
        </>
      )}
    </div>
  );
}

function SessionList({ title, empty, sessions, testId, announce }: { title: string; empty: string; sessions: SessionView[]; testId: string; announce: Announce }) {
  return (
    <section className="mb-6 last:mb-0" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3" data-testid={testId}>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} announce={announce} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionItem({ session, announce }: { session: SessionView; announce: Announce }) {
  const { t, i18n } = useTranslation("student-dashboard");
  const { t: tm } = useTranslation("meetings");
  const { t: tc } = useTranslation("meeting-changes");
  const standing = session.status === "scheduled" || session.status === "completed";
  const names = useContentNames();
  const { join } = session;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="session" data-meeting-id={session.id} data-join={join.state} data-status={session.status}>
      <div className="flex gap-3">
        <MentorPhoto name={session.mentor.name} photoId={session.mentor.photoId} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900" data-testid="session-mentor">
              {session.mentor.name}
            </p>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700" data-testid="session-type">
              {tm(`types.${session.type}`)}
            </span>
            {session.inProgress ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t("sessions.inProgress")}</span>
            ) : null}
            <SessionStatusBadge session={session} />
          </div>
          <p className="text-sm text-slate-600">{names.college(session.mentor.college)}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{t("sessions.eastern")}</dt>
            <dd className="font-medium text-slate-900" data-testid="session-eastern">
              {session.eastern}
            </dd>
            {session.local ? (
              <>
                <dt className="text-slate-600">{t("sessions.local", { zone: session.zone })}</dt>
                <dd className="font-medium text-slate-900" data-testid="session-local">
                  {session.local}
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600">{t("sessions.major")}</dt>
            <dd className="text-slate-800">{session.major}</dd>
            <dt className="text-slate-600">{t("sessions.goals")}</dt>
            <dd className="whitespace-pre-line text-slate-800" data-testid="session-goals">
              {session.expectations}
            </dd>
            {session.paidCents !== null ? (
              <>
                <dt className="text-slate-600">{tc("student.paid")}</dt>
                <dd className="text-slate-800" data-testid="session-paid">
                  {formatCharged(session.paidCents, i18n.language, t)}
                </dd>
              </>
            ) : null}
          </dl>
          {standing ? <SessionJoin session={session} /> : null}
          <SessionRefundState session={session} />
          <SessionChanges session={session} announce={announce} />
        </div>
      </div>
    </li>
  );
}

function SessionJoin({ session }: { session: SessionView }) {
  const { t } = useTranslation("student-dashboard");
  const { join } = session;
  if (join.state === "over") {
    return (
      <p className="mt-3 text-sm text-slate-600" data-testid="session-over">
        {t("sessions.over")}
      </p>
    );
  }
  const when = session.local ?? session.eastern;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {join.state === "open" ? (
        <a
          href={join.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("sessions.joinLabel", { name: session.mentor.name })}
          className={buttonClassName({ size: "sm" })}
          data-testid="session-join"
        >
          <Video className="size-4" aria-hidden="true" />
          {t("sessions.join")}
        </a>
      ) : (
        <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="session-join-later">
          <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {join.state === "later" ? t("sessions.joinLater", { time: join.opensAt }) : t("sessions.linkPending")}
        </p>
      )}
      <a
        href={session.calendarPath}
        download
        aria-label={t("sessions.addToCalendarLabel", {
          name: session.mentor.name,
          time: when,
        })}
        className={buttonClassName({ variant: "outline", size: "sm" })}
        data-testid="session-calendar"
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t("sessions.addToCalendar")}
      </a>
    </div>
  );
}

/** What the student may still change: cancel and reschedule before the start, the guarantee after. */
function SessionChanges({ session, announce }: { session: SessionView; announce: Announce }) {
  const { t } = useTranslation("meeting-changes");
  if (session.cancellable) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="session-changes">
        {session.changeable ? (
          <RescheduleSessionDialog session={session} onDone={announce} />
        ) : (
          <p className="text-sm text-slate-600" data-testid="session-fixed">
            {t("student.reschedule.tooLate")}
          </p>
        )}
        <CancelSessionDialog session={session} onDone={announce} />
      </div>
    );
  }
  if (session.guarantee) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="session-guarantee">
        <p className="text-sm text-slate-700">{t("student.guarantee.covered", { date: session.guarantee.until })}</p>
        <GuaranteeRefundDialog session={session} onDone={announce} />
      </div>
    );
  }
  return null;
}
