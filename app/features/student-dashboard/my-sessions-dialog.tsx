import * as Dialog from "@radix-ui/react-dialog";
import { CalendarPlus, Clock, Video } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useContentNames } from "~/features/mentors/use-content-names";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import { MentorPhoto } from "./mentor-photo";
import type { SessionView, SessionViews } from "./session-view-types";

/** The student's paid sessions, upcoming first, each with its times, goals, video link and calendar file. */
export function MySessionsDialog({
  sessions,
  open,
  onOpenChange,
  trigger,
}: {
  sessions: SessionViews;
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactNode;
}) {
  const { t } = useTranslation("student-dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogPanel className="flex max-h-[85vh] max-w-2xl flex-col" data-testid="my-sessions-dialog">
        <DialogHeader title={t("sessions.title")} description={t("sessions.description")} closeLabel={t("sessions.close")} />
        <SessionsBody sessions={sessions} />
      </DialogPanel>
    </Dialog.Root>
  );
}

/** The dialog's content: upcoming sessions, then past ones, or a way to book the first. */
export function SessionsBody({ sessions }: { sessions: SessionViews }) {
  const { t } = useTranslation("student-dashboard");
  const none = sessions.upcoming.length === 0 && sessions.past.length === 0;
  return (
    <div className="min-h-0 overflow-y-auto px-6 py-4">
      {none ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="sessions-empty">
          <p className="font-medium text-slate-700">{t("sessions.empty")}</p>
          <ButtonLink to="/mentors">{t("sessions.findMentors")}</ButtonLink>
        </div>
      ) : (
        <>
          <SessionList title={t("sessions.upcoming")} empty={t("sessions.noUpcoming")} sessions={sessions.upcoming} testId="upcoming-sessions" />
          <SessionList title={t("sessions.past")} empty={t("sessions.noPast")} sessions={sessions.past} testId="past-sessions" />
        </>
      )}
    </div>
  );
}

function SessionList({ title, empty, sessions, testId }: { title: string; empty: string; sessions: SessionView[]; testId: string }) {
  return (
    <section className="mb-6 last:mb-0" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3" data-testid={testId}>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionItem({ session }: { session: SessionView }) {
  const { t } = useTranslation("student-dashboard");
  const { t: tm } = useTranslation("meetings");
  const names = useContentNames();
  const { join } = session;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="session" data-meeting-id={session.id} data-join={join.state}>
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
          </dl>
          <SessionJoin session={session} />
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
