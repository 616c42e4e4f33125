import * as Dialog from "@radix-ui/react-dialog";
import { Users } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { MentoredStudent } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";
import { Tile } from "./tile";

/** The Students Mentored tile and its dialog: paid sessions grouped by student, with each one's history. */
export function StudentsMentoredTile({ students }: { students: MentoredStudent[] }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <Tile icon={<Users className="size-5" aria-hidden="true" />} title={t("tiles.students.title")} value={String(students.length)} testId="tile-students">
      <Dialog.Root>
        <Dialog.Trigger className={buttonClassName({ variant: "outline", size: "sm", className: "mt-2" })}>{t("tiles.students.open")}</Dialog.Trigger>
        <DialogPanel className="flex max-h-[85vh] max-w-lg flex-col" data-testid="students-mentored-dialog">
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
                      <span className="text-sm text-slate-600">{t("students.sessionCount", { count: student.sessions.length })}</span>
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
    </Tile>
  );
}

function SessionLine({ session }: { session: MentoredStudent["sessions"][number] }) {
  const { t } = useTranslation(["mentor-dashboard", "basket"]);
  return (
    <li className="text-sm">
      <MeetingWhen startsAt={session.startsAt} />
      <span className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
        {t(`common:sessionTypes.${session.type}.title`)}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${session.status === "completed" ? "bg-slate-100 text-slate-700" : "bg-brand-50 text-brand-800"}`}
        >
          {t(`students.status.${session.status}`)}
        </span>
      </span>
    </li>
  );
}
