import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";
import { isFailure, useTrackerFetcher, type TrackerResult } from "./use-tracker-fetcher";

interface DeleteApplicationDialogProps {
  application: { id: string } | null;
  college: string;
  onClose(): void;
  onDeleted(result: TrackerResult): void;
}

const dangerButtonClassName =
  "inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:focus-ring disabled:opacity-60";

/** Spec §2: the confirmation before an application is deleted. */
export function DeleteApplicationDialog({ application, college, onClose, onDeleted }: DeleteApplicationDialogProps) {
  const { t } = useTranslation("applications");
  // Not found: it was deleted meanwhile (another tab); the list has been read again.
  const fetcher = useTrackerFetcher((result) => {
    if (!isFailure(result) || result.error === "not_found") onDeleted(result);
  });
  const failure = isFailure(fetcher.data) ? fetcher.data : undefined;
  return (
    <Dialog.Root open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPanel role="alertdialog" data-testid="delete-application-dialog" className="max-w-md p-6 sm:p-8">
        <Dialog.Title className="text-xl font-bold text-brand-950">{t("delete.title")}</Dialog.Title>
        <Dialog.Description className="mt-3 text-slate-700">{t("delete.confirm", { college })}</Dialog.Description>
        <div className="mt-4">
          <FormAlert message={failure?.message} testId="delete-error" />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close className={buttonClassName({ variant: "outline" })}>{t("delete.cancel")}</Dialog.Close>
          <button
            type="button"
            disabled={fetcher.busy || application === null}
            onClick={() => application && void fetcher.submit({ intent: "delete", id: application.id })}
            className={dangerButtonClassName}
          >
            {fetcher.busy ? t("delete.deleting") : t("delete.delete")}
          </button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
