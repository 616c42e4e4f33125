import { CalendarDays } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogOnUse } from "~/ui/dialog-on-use";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { Tile } from "./tile";

const loadDialog = () => import("./sessions-calendar-dialog");
const SessionsCalendarDialog = lazy(loadDialog);

/** The Upcoming Sessions tile; its 'Your Sessions' month calendar loads on use. `today` is the Eastern date. */
export function UpcomingSessionsTile({ meetings, today }: { meetings: UpcomingMeeting[]; today: string }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <Tile icon={<CalendarDays className="size-5" aria-hidden="true" />} title={t("tiles.sessions.title")} value={String(meetings.length)} testId="tile-sessions">
      <DialogOnUse dialog={SessionsCalendarDialog} preload={loadDialog} props={{ meetings, today }} className={buttonClassName({ variant: "outline", size: "sm", className: "mt-2" })}>
        {t("tiles.sessions.open")}
      </DialogOnUse>
    </Tile>
  );
}
