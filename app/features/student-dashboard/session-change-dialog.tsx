import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { buttonClassName, type ButtonVariant } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";

/** Closes the dialog once the change is made, handing its outcome to the sessions list. */
export type FinishChange = (notice: string) => void;

/**
 * A session's change dialog (cancel, reschedule, guarantee) over My Sessions: a button that opens
 * it, a header, and the form. Radix keeps the keyboard inside and Escape closes only this one.
 * After a change the button usually disappears with the session's new state, so focus goes to
 * the outcome's message (`onDone`) rather than back to the button.
 */
export function SessionChangeDialog({
  trigger,
  triggerLabel,
  triggerVariant = "outline",
  title,
  description,
  closeLabel,
  testId,
  onDone,
  children,
}: {
  trigger: string;
  /** The button's full name ("Cancel the session with Alice Z. on ..."). */
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: string;
  closeLabel: string;
  testId: string;
  onDone(notice: string): void;
  children(finish: FinishChange): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Set in the same update that closes the dialog, so its close handler sees it.
  const [finished, setFinished] = useState(false);
  const finish: FinishChange = (notice) => {
    setFinished(true);
    setOpen(false);
    onDone(notice);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setFinished(false);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClassName({ variant: triggerVariant, size: "sm" })} aria-label={triggerLabel} data-testid={`${testId}-open`}>
        {trigger}
      </Dialog.Trigger>
      <DialogPanel
        className="flex max-h-[85vh] max-w-lg flex-col"
        data-testid={testId}
        onCloseAutoFocus={(event) => {
          if (finished) event.preventDefault();
        }}
      >
        <DialogHeader title={title} description={description} closeLabel={closeLabel} />
        <div className="min-h-0 overflow-y-auto px-6 py-4">{children(finish)}</div>
      </DialogPanel>
    </Dialog.Root>
  );
}

/** The form's buttons: "keep" closes the dialog, the other one posts. */
export function ChangeButtons({ keep, confirm, busy }: { keep: string; confirm: string; busy: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close type="button" className={buttonClassName({ variant: "outline", size: "sm" })}>
        {keep}
      </Dialog.Close>
      <button type="submit" disabled={busy} className={buttonClassName({ size: "sm" })}>
        {confirm}
      </button>
    </div>
  );
}
