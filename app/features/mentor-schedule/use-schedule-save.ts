import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useRevalidator } from "react-router";
import { createSaveQueue, type SaveQueue } from "./save-queue";
import type { BookedOutsideHours, MentorPricing } from "./schedule-types";

export const SCHEDULE_SAVE_PATH = "/resources/mentor-schedule";

/** What the resource route answers on success. */
export interface ScheduleSaveAnswer {
  ok: true;
  intent: string;
  pricing?: MentorPricing;
  outside?: BookedOutsideHours[];
}

export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; answer: ScheduleSaveAnswer }
  | { status: "failed"; message: string; fields: Record<string, string> };

interface FailureBody {
  message?: string;
  fields?: Record<string, string>;
}

/** One request to the resource route, and the state it leaves. */
async function post(values: Record<string, string>, offline: string): Promise<{ state: SaveState; answer: ScheduleSaveAnswer | null }> {
  try {
    const response = await fetch(SCHEDULE_SAVE_PATH, { method: "POST", body: new URLSearchParams(values), headers: { Accept: "application/json" } });
    const body = (await response.json()) as ScheduleSaveAnswer | FailureBody;
    if (response.ok && "ok" in body) return { state: { status: "saved", answer: body }, answer: body };
    const failure = body as FailureBody;
    const fields = failure.fields ?? {};
    return { state: { status: "failed", message: Object.values(fields)[0] ?? failure.message ?? offline, fields }, answer: null };
  } catch {
    return { state: { status: "failed", message: offline, fields: {} }, answer: null };
  }
}

/**
 * Saves schedule changes to the resource route in order (save-queue.ts). A plain fetch rather than
 * a fetcher: a failure (a refusal, a lost connection) shows here as "not saved", not in the page's
 * error boundary. `revalidate` reloads the dashboard's data after a success.
 */
export function useScheduleSave({ revalidate = false }: { revalidate?: boolean } = {}) {
  const { t } = useTranslation("mentorSchedule");
  const revalidator = useRevalidator();
  const [state, setState] = useState<SaveState>({ status: "idle" });
  // The queue lives as long as the component; it reads the latest render's values through this.
  const latest = useRef({ offline: t("save.offline"), revalidate, revalidator, mounted: true });
  useEffect(() => {
    latest.current = { offline: t("save.offline"), revalidate, revalidator, mounted: true };
  });
  useEffect(
    () => () => {
      latest.current.mounted = false;
    },
    [],
  );
  const queue = useRef<SaveQueue<Record<string, string>, Awaited<ReturnType<typeof post>>> | null>(null);

  /** Saves the values; answers what the server saved, or null (refused, failed, or replaced by a later change). */
  const save = useCallback(async (values: Record<string, string>) => {
    // Made on first use (an event handler), kept for the component's life.
    queue.current ??= createSaveQueue({
      send: (sent: Record<string, string>) => post(sent, latest.current.offline),
      begin: () => setState({ status: "saving" }),
      settle: (last) => {
        if (!latest.current.mounted) return;
        setState(last.state);
        if (last.answer && latest.current.revalidate) void latest.current.revalidator.revalidate();
      },
    });
    return (await queue.current.push(values))?.answer ?? null;
  }, []);

  return { state, save };
}
