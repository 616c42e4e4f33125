import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, NotebookPen, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { isChinese } from "~/lib/i18n";
import { UniversityMark } from "~/ui/university-mark";
import { collegeLabel, isKnownStatus, statusBadgeClassName, universityIdOf } from "./application-labels";
import { daysUntil, deadlineState } from "./deadline";
import type { TrackedApplication } from "./tracked-application";

interface ApplicationRowProps {
  application: TrackedApplication;
  index: number;
  total: number;
  today: string;
  onMove(index: number, to: number): void;
  onNotes(): void;
  onEdit(): void;
  onDelete(): void;
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800 focus-visible:focus-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/** One application: its handle (drag or keyboard), its columns and its actions. */
export function ApplicationRow({ application, index, total, today, onMove, onNotes, onEdit, onDelete }: ApplicationRowProps) {
  const { t, i18n } = useTranslation("applications");
  const chinese = isChinese(i18n.language);
  const college = collegeLabel(application.collegeName, chinese);
  const universityId = universityIdOf(application.collegeName);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: application.id });
  const first = index === 0;
  const last = index === total - 1;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="application-row"
      data-college={application.collegeName}
      className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 rounded-xl border bg-white p-4 md:grid-cols-[auto_minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_auto] md:gap-x-4 ${
        isDragging ? "relative z-10 border-brand-300 shadow-xl" : "border-slate-200 shadow-sm"
      }`}
    >
      <div className="row-span-5 flex flex-col items-center self-start md:row-span-1 md:self-center">
        <button type="button" aria-label={t("actions.moveUp", { college })} aria-disabled={first || undefined} onClick={() => !first && onMove(index, index - 1)} className={iconButton}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("actions.drag", { college })}
          data-testid="drag-handle"
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <button type="button" aria-label={t("actions.moveDown", { college })} aria-disabled={last || undefined} onClick={() => !last && onMove(index, index + 1)} className={iconButton}>
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
      </div>

      <div className="flex min-w-0 items-center gap-3">
        {universityId ? <UniversityMark university={{ id: universityId, en: application.collegeName }} label="" size={40} lazy className="shrink-0" /> : null}
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-brand-950" data-testid="application-college">
            {college}
          </h3>
          <p className="text-xs font-medium text-slate-500 uppercase tracking-wide">{t(`competitiveness.${application.competitiveness}`)}</p>
        </div>
      </div>

      <Cell label={t("columns.status")}>
        <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${statusBadgeClassName(application.status)}`} data-testid="application-status">
          {isKnownStatus(application.status) ? t(`status.${application.status}`) : t("status.unknown")}
        </span>
      </Cell>

      <Cell label={t("columns.sat")}>
        <SatScores current={application.currentSat} target={application.targetSat} />
      </Cell>

      <Cell label={t("columns.progress")}>
        <Progress label={t("progress.commonApp")} percent={application.commonAppProgress} step={t(`commonAppSteps.${application.commonAppProgress}`)} />
        <Progress
          label={t("progress.essay")}
          percent={application.essayProgress}
          step={application.essayProgress === null ? t("progress.notApplicable") : t(`essaySteps.${application.essayProgress}`)}
        />
      </Cell>

      <Cell label={t("columns.deadline")}>
        <Deadline today={today} due={application.dueDate} />
      </Cell>

      <div className="col-span-2 flex justify-end gap-1 border-t border-slate-100 pt-2 md:col-span-1 md:border-0 md:pt-0">
        <button type="button" onClick={onNotes} aria-label={t("actions.notes", { college })} className={`${iconButton} relative`} data-testid="application-notes">
          <NotebookPen className="size-4" aria-hidden="true" />
          {application.notes ? <span className="absolute top-1.5 right-1.5 size-2 rounded-full bg-accent-500" aria-hidden="true" /> : null}
        </button>
        <button type="button" onClick={onEdit} aria-label={t("actions.edit", { college })} className={iconButton} data-testid="application-edit">
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button type="button" onClick={onDelete} aria-label={t("actions.delete", { college })} className={`${iconButton} hover:text-red-700`} data-testid="application-delete">
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/** A column's value; its name is visible on small screens and read by screen readers everywhere. */
function Cell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 text-sm ${className}`}>
      <p className="text-xs font-medium text-slate-500 md:sr-only">{label}</p>
      {children}
    </div>
  );
}

function SatScores({ current, target }: { current: number; target: number }) {
  const { t } = useTranslation("applications");
  // 0 is the form's default: no score yet.
  const score = (value: number) => (value === 0 ? t("sat.notTaken") : value);
  return (
    <p className="text-slate-800" data-testid="application-sat">
      <span className="block">{t("sat.current", { score: score(current) })}</span>
      <span className="block text-slate-600">{t("sat.target", { score: score(target) })}</span>
    </p>
  );
}

function Progress({ label, percent, step }: { label: string; percent: number | null; step: string }) {
  const { t } = useTranslation("applications");
  return (
    <div className="mb-1.5 last:mb-0">
      <p className="flex justify-between gap-2 text-xs text-slate-600">
        <span>{label}</span>
        <span className="font-medium text-slate-800">{percent === null ? step : t("progress.value", { label: step, percent })}</span>
      </p>
      <div className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}

function Deadline({ today, due }: { today: string; due: string }) {
  const { t, i18n } = useTranslation("applications");
  const state = deadlineState(today, due);
  const days = daysUntil(today, due);
  const date = new Intl.DateTimeFormat(isChinese(i18n.language) ? "zh-CN" : "en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${due}T00:00:00Z`));
  return (
    <p data-testid="application-deadline" data-state={state} className={state === "soon" ? "rounded-lg bg-amber-50 px-2 py-1 ring-1 ring-amber-300 ring-inset" : ""}>
      <time dateTime={due} className={`block font-medium ${state === "passed" ? "text-slate-500" : "text-slate-800"}`}>
        {date}
      </time>
      {state === "soon" ? <span className="block text-xs font-semibold text-amber-900">{days === 0 ? t("deadline.today") : t("deadline.soon", { count: days })}</span> : null}
      {state === "passed" ? <span className="block text-xs text-slate-500">{t("deadline.passed")}</span> : null}
    </p>
  );
}
