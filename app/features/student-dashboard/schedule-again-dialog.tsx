import * as Dialog from "@radix-ui/react-dialog";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { useContentNames } from "~/features/mentors/use-content-names";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";
import type { MetMentorView } from "./met-mentor-view";
import { MentorPhoto } from "./mentor-photo";

/** 'Schedule with Your Mentors': every mentor the student has met, each with 'Schedule Again'. Loads on use (action-cards.tsx). */
export default function ScheduleAgainDialog({ mentors, open, onOpenChange, onCloseAutoFocus }: { mentors: MetMentorView[] } & OnUseDialogProps) {
  const { t } = useTranslation("student-dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="flex max-h-[85vh] max-w-lg flex-col" data-testid="schedule-again-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader title={t("mentors.title")} description={t("mentors.description")} closeLabel={t("mentors.close")} />
        <MetMentorsBody mentors={mentors} />
      </DialogPanel>
    </Dialog.Root>
  );
}

/** The dialog's content: each mentor met with 'Schedule Again', or a way to a new mentor. */
export function MetMentorsBody({ mentors }: { mentors: MetMentorView[] }) {
  const { t } = useTranslation("student-dashboard");
  const names = useContentNames();
  return (
    <div className="min-h-0 overflow-y-auto px-6 py-4">
      {mentors.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <p className="font-medium text-slate-700" data-testid="met-mentors-empty">
            {t("mentors.empty")}
          </p>
          <ButtonLink to="/mentors">{t("mentors.findNew")}</ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="met-mentors">
          {mentors.map((mentor) => (
            <li key={mentor.id} className="flex items-center gap-3 py-3" data-testid="met-mentor" data-mentor-id={mentor.id}>
              <MentorPhoto name={mentor.name} photoId={mentor.photoId} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{mentor.name}</p>
                <p className="truncate text-sm text-slate-600">
                  {names.college(mentor.college)} · {names.major(mentor.major)}
                </p>
                <p className="text-xs text-slate-500">{t("mentors.sessions", { count: mentor.sessions })}</p>
              </div>
              <Link
                to={`/schedule-meeting/${mentor.id}`}
                aria-label={t("mentors.scheduleAgainLabel", {
                  name: mentor.name,
                })}
                className={buttonClassName({
                  size: "sm",
                  className: "shrink-0",
                })}
                data-testid="schedule-again"
              >
                <CalendarClock className="size-4" aria-hidden="true" />
                {t("mentors.scheduleAgain")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
