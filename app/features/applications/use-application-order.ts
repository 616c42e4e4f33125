import { startTransition, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { APPLICATIONS_ACTION } from "./use-tracker-fetcher";
import { moveItem, type TrackedApplication } from "./tracked-application";

export interface PlannedMove {
  id: string;
  /** The application it goes after; null for the top. */
  afterId: string | null;
}

/** The list with planned moves applied (one whose rows are gone is skipped). */
export function applyMoves(list: readonly TrackedApplication[], moves: readonly PlannedMove[]): TrackedApplication[] {
  let current = [...list];
  for (const move of moves) {
    const from = current.findIndex((application) => application.id === move.id);
    if (from < 0) continue;
    const without = current.filter((application) => application.id !== move.id);
    const anchor = move.afterId === null ? -1 : without.findIndex((application) => application.id === move.afterId);
    if (move.afterId !== null && anchor < 0) continue;
    current = [...without.slice(0, anchor + 1), current[from]!, ...without.slice(anchor + 1)];
  }
  return current;
}

/**
 * The order the student sees: the server's, with their moves applied at once. Moves go to the
 * server one at a time, in order ("put X after Y", never positions); then the page's data is read
 * again, so a change made in another tab shows up too. A refused move drops the moves not yet
 * sent and reloads the list.
 */
export function useApplicationOrder(saved: readonly TrackedApplication[], onFailed: () => void) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<PlannedMove[]>([]);
  const queue = useRef<PlannedMove[]>([]);
  const sending = useRef(false);
  const shown = applyMoves(saved, pending);

  async function send() {
    if (sending.current) return;
    sending.current = true;
    let failed = false;
    while (queue.current.length > 0 && !failed) {
      const move = queue.current[0]!;
      const body = new URLSearchParams({ intent: "move", id: move.id, afterId: move.afterId ?? "" });
      const response = await fetch(APPLICATIONS_ACTION, { method: "POST", body }).catch(() => null);
      queue.current.shift();
      failed = !response?.ok;
    }
    if (failed) queue.current = [];
    await revalidator.revalidate();
    sending.current = false;
    // What is left was planned while the list was being read again. A transition, like React
    // Router's own update with the data read again: the two show together, so the list never
    // shows the old order without the moves in between, and keeps the moves until the data lands.
    startTransition(() => setPending([...queue.current]));
    if (failed) onFailed();
    if (queue.current.length > 0) void send();
  }

  return {
    applications: shown,
    /** Moves are on their way to the server, or the list is being read again after them. */
    saving: pending.length > 0,
    /** Moves the row shown at `from` to `to`. */
    move(from: number, to: number) {
      if (from === to) return;
      const next = moveItem(shown, from, to);
      const planned = { id: next[to]!.id, afterId: next[to - 1]?.id ?? null };
      queue.current.push(planned);
      setPending((moves) => [...moves, planned]);
      void send();
    },
  };
}
