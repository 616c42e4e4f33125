import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogOnUse } from "~/ui/dialog-on-use";

/** The resource route every dashboard posts a meeting change to (routes/resources.meetings.ts). */
export const MEETINGS_ACTION = "/resources/meetings";

export interface CancelSessionProps {
  meetingId: string;
  studentName: string;
  /** The session's date and Eastern time as text, for the button's name and the dialog. */
  when: string;
  /** The longest reason the server takes (meeting-lifecycle's CANCEL_REASON_MAX, sent by the loader so no schema ships here). */
  reasonMax: number;
  /** After the server cancelled it: the page's data reloads by itself (a fetcher's action revalidates). */
  onCancelled: () => void;
}

const loadDialog = () => import("./cancel-session-form-dialog");
const CancelSessionFormDialog = lazy(loadDialog);

/** "Cancel session": its confirmation (cancel-session-form-dialog.tsx) loads on use; Radix keeps focus inside and it comes back here on close. */
export function CancelSessionButton(props: CancelSessionProps) {
  const { t } = useTranslation("meeting-changes");
  return (
    <DialogOnUse
      dialog={CancelSessionFormDialog}
      preload={loadDialog}
      props={props}
      className={buttonClassName({ variant: "outline", size: "sm", className: "shrink-0" })}
      label={t("mentor.cancel.openFor", { name: props.studentName, when: props.when })}
    >
      {t("mentor.cancel.open")}
    </DialogOnUse>
  );
}
