import { BookOpenCheck, CalendarDays, CalendarPlus, Search, type LucideIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { DialogOnUse } from "~/ui/dialog-on-use";
import { useReadyMarker } from "~/ui/use-ready-marker";
import type { MetMentorView } from "./met-mentor-view";
import type { SessionViews } from "./session-view-types";
import { useDialogParam } from "./use-dialog-param";
import { useLiveData } from "~/lib/use-live-data";

const cardClassName =
  "group flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:focus-ring";

function CardBody({
  icon: Icon,
  title,
  description,
  note,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  note?: { text: string; count: number };
}) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="text-base font-bold text-brand-950">{title}</span>
      <span className="text-sm text-slate-600">{description}</span>
      {note ? (
        <span className="mt-auto pt-1 text-sm font-semibold text-brand-700" data-testid="upcoming-count" data-count={note.count}>
          {note.text}
        </span>
      ) : null}
    </>
  );
}

// The two dialogs' code (and the session change forms in My Sessions) loads on use.
const loadMySessions = () => import("./my-sessions-dialog");
const MySessionsDialog = lazy(loadMySessions);
const loadScheduleAgain = () => import("./schedule-again-dialog");
const ScheduleAgainDialog = lazy(loadScheduleAgain);

/**
 * The four action cards: Find Mentors and SAT Practice are links; My Sessions and Schedule
 * Meeting open their dialogs (also opened by `?sessions=open` / `?schedule=open`). The page's
 * data reloads when the window gets the focus back, and every half minute while My Sessions is open.
 */
export function ActionCards({ sessions, metMentors }: { sessions: SessionViews; metMentors: MetMentorView[] }) {
  const { t } = useTranslation("student-dashboard");
  const [sessionsOpen, setSessionsOpen] = useDialogParam("sessions");
  const [scheduleOpen, setScheduleOpen] = useDialogParam("schedule");
  useLiveData({ polling: sessionsOpen });
  const ready = useReadyMarker<HTMLElement>();

  return (
    <section ref={ready} aria-labelledby="actions-title" data-testid="action-cards">
      <h2 id="actions-title" className="sr-only">
        {t("actions.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <Link to="/mentors" className={cardClassName} data-testid="action-find-mentors">
            <CardBody icon={Search} title={t("actions.findMentors.title")} description={t("actions.findMentors.description")} />
          </Link>
        </li>
        <li>
          <DialogOnUse
            dialog={MySessionsDialog}
            preload={loadMySessions}
            props={{ sessions }}
            open={sessionsOpen}
            onOpenChange={setSessionsOpen}
            className={cardClassName}
            testId="action-my-sessions"
          >
            <CardBody
              icon={CalendarDays}
              title={t("actions.sessions.title")}
              description={t("actions.sessions.description")}
              note={{ text: t("actions.sessions.upcoming", { count: sessions.upcoming.length }), count: sessions.upcoming.length }}
            />
          </DialogOnUse>
        </li>
        <li>
          <DialogOnUse
            dialog={ScheduleAgainDialog}
            preload={loadScheduleAgain}
            props={{ mentors: metMentors }}
            open={scheduleOpen}
            onOpenChange={setScheduleOpen}
            className={cardClassName}
            testId="action-schedule"
          >
            <CardBody icon={CalendarPlus} title={t("actions.schedule.title")} description={t("actions.schedule.description")} />
          </DialogOnUse>
        </li>
        <li>
          <Link to="/sat-practice" className={cardClassName} data-testid="action-sat">
            <CardBody icon={BookOpenCheck} title={t("actions.sat.title")} description={t("actions.sat.description")} />
          </Link>
        </li>
      </ul>
    </section>
  );
}
