import { useCallback, useEffect, useState } from "react";
import type { FreeSlot } from "./slot-days";

export type FreeSlotsState = { status: "loading" } | { status: "error" } | { status: "ready"; slots: FreeSlot[] };

interface Answer {
  key: string;
  slots: FreeSlot[] | null;
}

/**
 * The mentor's free slots from the public JSON API, loaded when the picker opens and again on
 * `reload` (after a slot was taken meanwhile). A plain fetch rather than a fetcher's load: a failed
 * load then stays in the dialog, with a retry, instead of reaching the page's error boundary.
 */
export function useFreeSlots(mentorId: string): FreeSlotsState & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: "", slots: null });
  const key = `${mentorId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/v1/mentors/${encodeURIComponent(mentorId)}/slots`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Slots answered ${response.status}`);
        const body = (await response.json()) as { slots: FreeSlot[] };
        setAnswer({ key, slots: body.slots });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, slots: null });
      });
    return () => controller.abort();
  }, [key, mentorId]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (answer.key !== key) return { status: "loading", reload };
  return answer.slots ? { status: "ready", slots: answer.slots, reload } : { status: "error", reload };
}
