import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useId, useRef } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { isChinese } from "~/lib/i18n";
import { collegeLabel } from "./application-labels";
import { ApplicationRow } from "./application-row";
import type { TrackedApplication } from "./tracked-application";

/** Spec §2: on touch, a row is picked up after a 120 ms long press (a shorter touch scrolls). */
export const TOUCH_PICKUP_DELAY_MS = 120;

interface SortableApplicationsProps {
  applications: readonly TrackedApplication[];
  /** The order shown is not yet the saved one. */
  saving: boolean;
  today: string;
  onMove(from: number, to: number): void;
  onNotes(application: TrackedApplication): void;
  onEdit(application: TrackedApplication): void;
  onDelete(application: TrackedApplication): void;
}

/**
 * The applications in the student's order, reordered by dragging a handle (mouse, or a long press
 * on touch), by keyboard on the handle (Space, arrows, Space) or by the up and down buttons.
 * Every step is announced in the reader's language. A drop where the row already was does nothing.
 */
export function SortableApplications({ applications, saving, today, onMove, onNotes, onEdit, onDelete }: SortableApplicationsProps) {
  const { t, i18n } = useTranslation("applications");
  const chinese = isChinese(i18n.language);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_PICKUP_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A stable id keeps the server's and the browser's accessibility ids the same.
  const dndId = useId();
  const total = applications.length;
  const indexOf = (id: UniqueIdentifier) => applications.findIndex((application) => application.id === id);
  const place = (id: UniqueIdentifier, at: number) => ({
    college: collegeLabel(applications[indexOf(id)]?.collegeName ?? "", chinese),
    position: at + 1,
    total,
  });

  // dnd-kit reports the row under the dragged one at once (itself, sometimes before the pick-up
  // itself): only a change of place is news.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dnd.pickedUp", place(active.id, indexOf(active.id))),
    onDragOver: ({ active, over }) => {
      if (!over || over.id === (lastOver.current ?? active.id)) return undefined;
      lastOver.current = over.id;
      return t("dnd.over", place(active.id, indexOf(over.id)));
    },
    onDragEnd: ({ active, over }) => {
      lastOver.current = null;
      if (!over || over.id === active.id) return t("dnd.droppedInPlace", place(active.id, indexOf(active.id)));
      return t("dnd.dropped", place(active.id, indexOf(over.id)));
    },
    onDragCancel: ({ active }) => {
      lastOver.current = null;
      return t("dnd.cancelled", place(active.id, indexOf(active.id)));
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0 || from === to) return;
    onMove(from, to);
  };

  return (
    <DndContext id={dndId} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } }}>
      <SortableContext items={applications.map((application) => application.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t("listLabel")} aria-busy={saving || undefined} className="space-y-3" data-testid="application-list">
          {applications.map((application, index) => (
            <ApplicationRow
              key={application.id}
              application={application}
              index={index}
              total={total}
              today={today}
              onMove={onMove}
              onNotes={() => onNotes(application)}
              onEdit={() => onEdit(application)}
              onDelete={() => onDelete(application)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
