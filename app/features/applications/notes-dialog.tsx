import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { NOTES_MAX } from "./application-form-values";
import { fieldMessages, type FieldMessages } from "./field-messages";
import { isFailure, useTrackerFetcher, type TrackerResult } from "./use-tracker-fetcher";

const loadNotesSchema = () => import("./application-form-schema").then((module) => module.applicationNotesSchema);

interface NotesDialogProps {
  application: { id: string; notes: string } | null;
  college: string;
  onClose(): void;
  onSaved(result: TrackerResult): void;
}

/** The notes of one application, to read and change. */
export function NotesDialog({ application, college, onClose, onSaved }: NotesDialogProps) {
  const { t } = useTranslation("applications");
  return (
    <Dialog.Root open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPanel data-testid="notes-dialog" className="max-w-lg p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-bold text-brand-950">{t("notes.title", { college })}</Dialog.Title>
          <DialogCloseButton label={t("notes.close")} className="-mt-1 -mr-2" />
        </div>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{t("notes.description")}</Dialog.Description>
        {application ? <NotesForm application={application} onCancel={onClose} onSaved={onSaved} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function NotesForm({ application, onCancel, onSaved }: { application: { id: string; notes: string }; onCancel(): void; onSaved(result: TrackerResult): void }) {
  const { t } = useTranslation(["applications", "errors"]);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const fetcher = useTrackerFetcher((result) => {
    if (!isFailure(result)) onSaved(result);
  });
  const failure = isFailure(fetcher.data) ? fetcher.data : undefined;
  const error = clientErrors.notes ?? failure?.fieldErrors?.notes;

  const checked = useCheckedSubmit(loadNotesSchema, {
    invalid: (found) => setClientErrors(fieldMessages(found)),
    valid: () => setClientErrors({}),
    submit(formElement) {
      const form = new FormData(formElement);
      form.set("intent", "notes");
      form.set("id", application.id);
      return fetcher.submit(form);
    },
  });

  return (
    <form noValidate {...checked} className="mt-5 space-y-4" data-testid="notes-form">
      <FormAlert message={failure && !failure.fieldErrors ? failure.message : undefined} testId="notes-error" />
      <Textarea
        name="notes"
        label={t("notes.label")}
        defaultValue={application.notes}
        placeholder={t("notes.empty")}
        rows={8}
        maxLength={NOTES_MAX}
        error={error ? t(error) : undefined}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClassName({ variant: "outline" })}>
          {t("form.cancel")}
        </button>
        <button type="submit" disabled={fetcher.busy} className={buttonClassName({ variant: "primary" })}>
          {fetcher.busy ? t("notes.saving") : t("notes.save")}
        </button>
      </div>
    </form>
  );
}
