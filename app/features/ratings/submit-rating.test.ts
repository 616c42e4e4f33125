import { afterEach, describe, expect, it, vi } from "vitest";
import { RATINGS_ENDPOINT, submitRating } from "./submit-rating";

const input = { meetingId: "5b0c2f9e-4d1a-4c43-9a57-1f3e2b6c7d80", rating: "4", comment: "Helpful" };

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitRating", () => {
  it("posts the form to the ratings resource and reads the new totals", async () => {
    const fetch = answer(200, { ratingId: "r1", mentorId: "m1", average: 4.33, count: 3 });
    expect(await submitRating(input)).toEqual({ kind: "rated", average: 4.33, count: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RATINGS_ENDPOINT);
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("meetingId=5b0c2f9e-4d1a-4c43-9a57-1f3e2b6c7d80&rating=4&comment=Helpful");
  });

  it("passes on the fields the server refused and its words for a refusal", async () => {
    answer(400, { error: "invalid_request", fields: { rating: "Please select a rating", form: "ignored" } });
    expect(await submitRating(input)).toEqual({ kind: "invalid", fields: { rating: "Please select a rating" } });
    answer(409, { error: "already_rated", message: "You have already rated this session." });
    expect(await submitRating(input)).toEqual({ kind: "refused", message: "You have already rated this session." });
  });

  it("fails for anything else: a server error, a page instead of JSON, no network", async () => {
    answer(500, { error: "unexpected", message: "Something went wrong." });
    expect(await submitRating(input)).toEqual({ kind: "failed" });
    answer(400, { error: "invalid_request", fields: { form: "bad id" } });
    expect(await submitRating(input)).toEqual({ kind: "failed" });
    answer(502, "<html>Bad gateway</html>");
    expect(await submitRating(input)).toEqual({ kind: "failed" });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await submitRating(input)).toEqual({ kind: "failed" });
  });
});
