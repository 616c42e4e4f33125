import { useFetcher, useRevalidator } from "react-router";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import type { FieldMessages } from "./field-messages";

/** Where the tracker posts its forms, one intent each (application-intents.ts). */
export const APPLICATIONS_ACTION = "/resources/applications";

/** What /resources/applications answers. */
export type TrackerResult = { ok: true; intent: string; id?: string } | { error: string; message?: string; fieldErrors?: FieldMessages };

export function isFailure(result: TrackerResult | undefined): result is Extract<TrackerResult, { error: string }> {
  return result !== undefined && "error" in result;
}

/**
 * A fetcher posting one tracker form. `onSettled` runs once per answer, after the page's data has
 * been read again. A refusal that is not about a field (the application is gone, another tab
 * changed the list) reloads the list too, which React Router skips after an error answer.
 */
export function useTrackerFetcher(onSettled: (result: TrackerResult) => void) {
  const fetcher = useFetcher<TrackerResult>();
  const revalidator = useRevalidator();
  useFetcherAnswer(fetcher, (result) => {
    if (isFailure(result) && !result.fieldErrors) void revalidator.revalidate();
    onSettled(result);
  });

  return {
    busy: fetcher.state !== "idle",
    data: fetcher.data,
    submit(form: FormData | Record<string, string>): Promise<void> {
      return fetcher.submit(form, { method: "post", action: APPLICATIONS_ACTION });
    },
  };
}
