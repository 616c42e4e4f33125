import { GraduationCap, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { competitivenessLevels } from "~/lib/application-fields";
import { isChinese } from "~/lib/i18n";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { editApplicationValues, newApplicationValues } from "./application-form-values";
import { collegeLabel } from "./application-labels";
import { SortableApplications } from "./sortable-applications";
import type { TrackedApplication } from "./tracked-application";
import { useApplicationOrder } from "./use-application-order";

export interface ApplicationTrackerProps {
  applications: TrackedApplication[];
  /** The student's date (YYYY-MM-DD). */
  today: string;
}

// The dialogs (and Radix with them) load when the tracker is first pointed at or focused, at the latest when one opens.
const loadFormDialog = () => import("./application-form-dialog");
const loadNotesDialog = () => import("./notes-dialog");
const loadDeleteDialog = () => import("./delete-application-dialog");
const ApplicationFormDialog = lazy(() => loadFormDialog().then((module) => ({ default: module.ApplicationFormDialog })));
const NotesDialog = lazy(() => loadNotesDialog().then((module) => ({ default: module.NotesDialog })));
const DeleteApplicationDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeleteApplicationDialog })));
const preloadDialogs = () => void Promise.all([loadFormDialog(), loadNotesDialog(), loadDeleteDialog()]).catch(() => undefined);

type Open = { kind: "add" } | { kind: "edit" | "notes" | "delete"; application: TrackedApplication } | null;

/** Spec §2: the student dashboard's college application tracker. */
export function ApplicationTracker({ applications: saved, today }: ApplicationTrackerProps) {
  const { t, i18n } = useTranslation("applications");
  const chinese = isChinese(i18n.language);
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState("");
  const order = useApplicationOrder(saved, () => setStatus(t("failed")));
  const applications = order.applications;
  const label = (application: TrackedApplication | undefined) => (application ? collegeLabel(application.collegeName, chinese) : "");
  const close = () => setOpen(null);
  const chosen = open && open.kind !== "add" ? open.application : undefined;
  const ready = useReadyMarker<HTMLElement>();

  const move = (from: number, to: number) => {
    const application = applications[from];
    if (!application) return;
    order.move(from, to);
    setStatus(t("saved.move", { college: label(application), position: to + 1, total: applications.length }));
  };

  return (
    <section
      ref={ready}
      aria-labelledby="applications-title"
      className="rounded-2xl border border-slate-200 bg-slate-50/60 p-5 sm:p-6"
      data-testid="application-tracker"
      onPointerEnter={preloadDialogs}
      onFocus={preloadDialogs}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="applications-title" className="text-2xl font-bold text-brand-950">
            {t("title")}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("subtitle")}</p>
          <ul aria-label={t("counts.label")} className="mt-3 flex flex-wrap gap-2" data-testid="application-counts">
            {competitivenessLevels.map((level) => (
              <li key={level} data-level={level} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
                {t(`counts.${level}`)} <span className="font-bold text-brand-900">{applications.filter((application) => application.competitiveness === level).length}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" onClick={() => setOpen({ kind: "add" })} className={buttonClassName({ className: "shrink-0" })} data-testid="add-application">
          <Plus className="size-4" aria-hidden="true" />
          {t("add")}
        </button>
      </div>

      <p role="status" className="sr-only" data-testid="application-status-message">
        {status}
      </p>

      <div className="mt-6">
        {applications.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="applications-empty">
            <GraduationCap className="mx-auto size-10 text-brand-300" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold text-brand-950">{t("empty.title")}</p>
            <button type="button" onClick={() => setOpen({ kind: "add" })} className={`mt-1 ${textLinkClassName}`}>
              {t("empty.body")}
            </button>
          </div>
        ) : (
          <>
            <div
              aria-hidden="true"
              className="mb-2 hidden grid-cols-[2.25rem_minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_7.25rem] gap-x-4 px-4 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid"
            >
              <span />
              <span>{t("columns.college")}</span>
              <span>{t("columns.status")}</span>
              <span>{t("columns.sat")}</span>
              <span>{t("columns.progress")}</span>
              <span>{t("columns.deadline")}</span>
              <span className="text-right">{t("columns.actions")}</span>
            </div>
            <SortableApplications
              applications={applications}
              saving={order.saving}
              today={today}
              onMove={move}
              onNotes={(application) => setOpen({ kind: "notes", application })}
              onEdit={(application) => setOpen({ kind: "edit", application })}
              onDelete={(application) => setOpen({ kind: "delete", application })}
            />
          </>
        )}
      </div>

      {open ? (
        <Suspense fallback={null}>
          <ApplicationFormDialog
            open={open.kind === "add" || open.kind === "edit"}
            onOpenChange={(isOpen) => (isOpen ? undefined : close())}
            editing={open.kind === "edit" ? open.application : undefined}
            values={open.kind === "edit" ? editApplicationValues({ ...open.application, collegeName: label(open.application) }) : newApplicationValues(today)}
            onSaved={(result, collegeName) => {
              close();
              setStatus(t("intent" in result && result.intent === "update" ? "saved.update" : "saved.create", { college: collegeLabel(collegeName, chinese) }));
            }}
          />
          <NotesDialog
            application={open.kind === "notes" ? open.application : null}
            college={label(chosen)}
            onClose={close}
            onSaved={() => {
              close();
              setStatus(t("saved.notes"));
            }}
          />
          <DeleteApplicationDialog
            // A new dialog (and its answer) per application.
            key={open.kind === "delete" ? open.application.id : "closed"}
            application={open.kind === "delete" ? open.application : null}
            college={label(chosen)}
            onClose={close}
            onDeleted={() => {
              close();
              setStatus(t("saved.delete", { college: label(chosen) }));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
