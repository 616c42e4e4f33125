import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
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

/**
 * Saves schedule changes to the resource route, one request at a time: a change made while one is
 * on its way waits for it, and only the latest waiting change is sent, so the server always ends
 * with the last choice (arrow keys on a select make many changes quickly). A plain fetch rather
 * than a fetcher: a failure (a refusal, a lost connection) shows here as "not saved", not in the
 * page's error boundary. `revalidate` reloads the dashboard's data after a success.
 */
interface Job {
  values: Record<string, string>;
  done(answer: ScheduleSaveAnswer | null): void;
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

export function useScheduleSave({ revalidate = false }: { revalidate?: boolean } = {}) {
  const { t } = useTranslation("mentorSchedule");
  const revalidator = useRevalidator();
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const busy = useRef(false);
  const waiting = useRef<Job | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (first: Job) => {
      busy.current = true;
      setState({ status: "saving" });
      let job: Job | null = first;
      let last: Awaited<ReturnType<typeof post>> = { state: { status: "idle" }, answer: null };
      while (job) {
        last = await post(job.values, t("save.offline"));
        job.done(last.answer);
        job = waiting.current;
        waiting.current = null;
      }
      busy.current = false;
      if (!mounted.current) return;
      setState(last.state);
      if (last.answer && revalidate) void revalidator.revalidate();
    },
    [revalidate, revalidator, t],
  );

  /** Saves the values; answers what the server saved, or null (refused, failed, or replaced by a later change). */
  const save = useCallback(
    (values: Record<string, string>) =>
      new Promise<ScheduleSaveAnswer | null>((resolve) => {
        const job = { values, done: resolve };
        if (!busy.current) {
          void run(job);
          return;
        }
        // Replaces a change still waiting: only the latest one matters.
        waiting.current?.done(null);
        waiting.current = job;
      }),
    [run],
  );

  return { state, save };
}
