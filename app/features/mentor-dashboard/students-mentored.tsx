import { lazy } from "react";
import { Users } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogOnUse } from "~/ui/dialog-on-use";
import type { MentoredStudent } from "./list-mentor-meetings.server";
import { Tile } from "./tile";

const loadDialog = () => import("./students-mentored-dialog");
const StudentsMentoredDialog = lazy(loadDialog);

/** The Students Mentored tile; its dialog (paid sessions grouped by student) loads on use. */
export function StudentsMentoredTile({ students }: { students: MentoredStudent[] }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <Tile icon={<Users className="size-5" aria-hidden="true" />} title={t("tiles.students.title")} value={String(students.length)} testId="tile-students">
      <DialogOnUse
        dialog={StudentsMentoredDialog}
        preload={loadDialog}
        props={{ students }}
        className={buttonClassName({
          variant: "outline",
          size: "sm",
          className: "mt-2",
        })}
      >
        {t("tiles.students.open")}
      </DialogOnUse>
    </Tile>
  );
}
