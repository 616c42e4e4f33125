import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { applicationStatuses, commonAppSteps, competitivenessLevels, essaySteps } from "~/lib/application-fields";
import { SAT_MAX } from "~/lib/application-fields";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";
import { Select } from "~/ui/form/select";
import { TextInput } from "~/ui/form/text-input";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { ESSAY_NOT_APPLICABLE, type FormValues } from "./application-form-values";
import { CollegeCombobox } from "./college-combobox";
import { fieldMessages, type FieldMessages } from "./field-messages";
import { isFailure, useTrackerFetcher, type TrackerResult } from "./use-tracker-fetcher";

const loadApplicationFormSchema = () => import("./application-form-schema").then((module) => module.applicationFormSchema);

interface ApplicationFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The application being edited; absent to add one. */
  editing?: { id: string };
  values: FormValues;
  onSaved(result: TrackerResult, collegeName: string): void;
}

/** Add or edit an application: checked with the server's own schema before it is sent. */
export function ApplicationFormDialog({ open, onOpenChange, editing, values, onSaved }: ApplicationFormDialogProps) {
  const { t } = useTranslation(["applications", "errors"]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        data-testid="application-form-dialog"
        // Escape in the college field with its suggestions open closes the suggestions, not the form.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true") event.preventDefault();
        }}
        className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto p-6 sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-bold text-brand-950">{editing ? t("form.editTitle") : t("form.addTitle")}</Dialog.Title>
          <DialogCloseButton label={t("form.close")} className="-mt-1 -mr-2" />
        </div>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{t("form.description")}</Dialog.Description>
        {/* A new form per opening: its fields start from `values` each time. */}
        {open ? <ApplicationForm editing={editing} values={values} onCancel={() => onOpenChange(false)} onSaved={onSaved} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function ApplicationForm({ editing, values, onCancel, onSaved }: Omit<ApplicationFormDialogProps, "open" | "onOpenChange"> & { onCancel(): void }) {
  const { t } = useTranslation(["applications", "errors"]);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const [college, setCollege] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useTrackerFetcher((result) => {
    if (!isFailure(result)) onSaved(result, college);
  });
  const failure = isFailure(fetcher.data) ? fetcher.data : undefined;
  const errors: FieldMessages = { ...failure?.fieldErrors, ...clientErrors };
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const formError = failure && !failure.fieldErrors ? failure.message : undefined;

  const checked = useCheckedSubmit(loadApplicationFormSchema, {
    invalid(found) {
      const messages = fieldMessages(found);
      setClientErrors(messages);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${Object.keys(messages)[0]}"]`)?.focus();
    },
    valid(data) {
      setClientErrors({});
      // The list's name for what was typed ("harvard university" -> "Harvard University"), for the announcement.
      setCollege(data?.collegeName ?? String(new FormData(formRef.current ?? undefined).get("collegeName") ?? "").trim());
    },
    submit(formElement) {
      const form = new FormData(formElement);
      form.set("intent", editing ? "update" : "create");
      if (editing) form.set("id", editing.id);
      return fetcher.submit(form);
    },
  });

  const statusOptions = applicationStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
  const competitivenessOptions = competitivenessLevels.map((level) => ({ value: level, label: t(`competitiveness.${level}`) }));
  const commonAppOptions = commonAppSteps.map((step) => ({ value: String(step), label: t("progress.value", { label: t(`commonAppSteps.${step}`), percent: step }) }));
  const essayOptions = [
    { value: ESSAY_NOT_APPLICABLE, label: t("essaySteps.na") },
    ...essaySteps.map((step) => ({ value: String(step), label: t("progress.value", { label: t(`essaySteps.${step}`), percent: step }) })),
  ];

  return (
    <form ref={formRef} noValidate {...checked} className="mt-6 space-y-5" data-testid="application-form">
      <FormAlert id="application-form-error" message={formError} testId="application-form-error" />
      <CollegeCombobox
        name="collegeName"
        defaultValue={values.collegeName}
        label={t("form.college")}
        hint={t("form.collegeHint")}
        placeholder={t("form.collegePlaceholder")}
        error={message("collegeName")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select name="status" label={t("form.status")} defaultValue={values.status} options={statusOptions} error={message("status")} />
        <Select name="competitiveness" label={t("form.competitiveness")} defaultValue={values.competitiveness} options={competitivenessOptions} error={message("competitiveness")} />
        <TextInput name="currentSat" type="number" inputMode="numeric" min={0} max={SAT_MAX} step={10} label={t("form.currentSat")} defaultValue={values.currentSat} error={message("currentSat")} />
        <TextInput name="targetSat" type="number" inputMode="numeric" min={0} max={SAT_MAX} step={10} label={t("form.targetSat")} defaultValue={values.targetSat} error={message("targetSat")} />
        <Select name="commonAppProgress" label={t("form.commonApp")} defaultValue={values.commonAppProgress} options={commonAppOptions} error={message("commonAppProgress")} />
        <Select name="essayProgress" label={t("form.essay")} defaultValue={values.essayProgress} options={essayOptions} error={message("essayProgress")} />
        <TextInput name="dueDate" type="date" label={t("form.dueDate")} defaultValue={values.dueDate} required error={message("dueDate")} />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClassName({ variant: "outline" })}>
          {t("form.cancel")}
        </button>
        <button type="submit" disabled={fetcher.busy} className={buttonClassName({ variant: "primary" })}>
          {fetcher.busy ? t("form.saving") : editing ? t("form.save") : t("form.add")}
        </button>
      </div>
    </form>
  );
}
