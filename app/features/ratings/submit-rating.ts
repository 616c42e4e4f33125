import type { RatingField } from "./rating-fields";

export const RATINGS_ENDPOINT = "/resources/ratings";

export type RatingOutcome =
  | { kind: "rated"; average: number; count: number }
  /** A field the server refused, in the user's language. */
  | { kind: "invalid"; fields: Partial<Record<RatingField, string>> }
  /** Refused for a reason the user should read (already rated, not started...): the server's words. */
  | { kind: "refused"; message: string }
  | { kind: "failed" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Sends one rating; the server decides whether this student may rate this meeting. */
export async function submitRating(input: { meetingId: string; rating: string; comment: string }): Promise<RatingOutcome> {
  let response: Response;
  try {
    response = await fetch(RATINGS_ENDPOINT, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams(input),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed" };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!isRecord(json)) return { kind: "failed" };
  if (response.ok && typeof json.average === "number" && typeof json.count === "number") {
    return { kind: "rated", average: json.average, count: json.count };
  }
  if (response.status === 400 && isRecord(json.fields)) {
    const { rating, comment } = json.fields;
    const fields = { ...(typeof rating === "string" ? { rating } : {}), ...(typeof comment === "string" ? { comment } : {}) };
    if (Object.keys(fields).length > 0) return { kind: "invalid", fields };
  }
  if ((response.status === 404 || response.status === 409) && typeof json.message === "string") return { kind: "refused", message: json.message };
  return { kind: "failed" };
}
