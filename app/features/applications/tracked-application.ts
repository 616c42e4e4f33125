import type { Competitiveness } from "~/lib/application-fields";

/** An application as the tracker shows it (what the dashboard's loader sends). */
export interface TrackedApplication {
  id: string;
  collegeName: string;
  /** Spec §3: a value the tracker does not know shows a grey badge. */
  status: string;
  competitiveness: Competitiveness;
  currentSat: number;
  targetSat: number;
  commonAppProgress: number;
  /** null: no essay (N/A). */
  essayProgress: number | null;
  /** YYYY-MM-DD */
  dueDate: string;
  notes: string;
}

/** The list after moving the item at `from` to `to` (indexes in the list as shown). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
