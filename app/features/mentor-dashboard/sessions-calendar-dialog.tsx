import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { SessionsCalendar } from "./sessions-calendar";

/** 'Your Sessions': the mentor's upcoming sessions on a month calendar. */
export default function SessionsCalendarDialog({ meetings, today, open, onOpenChange, onCloseAutoFocus }: { meetings: UpcomingMeeting[]; today: string } & OnUseDialogProps) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="flex max-h-[90vh] max-w-xl flex-col" data-testid="sessions-calendar-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader title={t("calendar.title")} description={t("calendar.timesNote")} closeLabel={t("calendar.close")} />
        <div className="min-h-0 overflow-y-auto px-6 py-4">
          <SessionsCalendar meetings={meetings} today={today} />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
