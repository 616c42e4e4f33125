import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";
import type { MentoredStudent } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";

/** Students Mentored: paid sessions grouped by student, with each one's history. */
export default function StudentsMentoredDialog({ students, open, onOpenChange, onCloseAutoFocus }: { students: MentoredStudent[] } & OnUseDialogProps) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="flex max-h-[85vh] max-w-lg flex-col" data-testid="students-mentored-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader title={t("students.title")} description={t("students.intro")} closeLabel={t("students.close")} />
        <div className="min-h-0 overflow-y-auto px-6 py-4">
          {students.length === 0 ? (
            <p className="py-8 text-center font-medium text-slate-700">{t("students.empty")}</p>
          ) : (
            <ul className="space-y-4">
              {students.map((student) => (
                <li key={student.studentId} className="rounded-xl border border-slate-200 p-4" data-testid="mentored-student">
                  <p className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold text-slate-900">{student.name}</span>
                    <span className="text-sm text-slate-600">
                      {t("students.sessionCount", {
                        count: student.sessions.length,
                      })}
                    </span>
                  </p>
                  <ul className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
                    {student.sessions.map((session) => (
                      <SessionLine key={session.id} session={session} />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

function SessionLine({ session }: { session: MentoredStudent["sessions"][number] }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <li className="text-sm">
      <MeetingWhen startsAt={session.startsAt} />
      <span className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
        {t(`common:sessionTypes.${session.type}.title`)}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${session.status === "completed" ? "bg-slate-100 text-slate-700" : "bg-brand-50 text-brand-800"}`}>
          {t(`students.status.${session.status}`)}
        </span>
      </span>
    </li>
  );
}
