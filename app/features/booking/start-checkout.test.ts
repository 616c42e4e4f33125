import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFFILIATE_SOURCE_KEY, parseAffiliateSource } from "./affiliate-capture";
import type { CheckoutMeetingInput } from "./checkout-request";
import { apiMessage, CHECKOUT_ENDPOINT, startCheckout } from "./start-checkout";

const meeting: CheckoutMeetingInput = {
  mentorId: "m-1",
  sessionType: "essay",
  date: "2026-12-03",
  time: "15:00",
  major: "Computer Science",
  expectations: "Tighten my essay",
};

let stored: Record<string, string>;
let calls: { url: string; init: RequestInit }[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
}

beforeEach(() => {
  stored = {};
  calls = [];
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => void (stored[key] = value),
      removeItem: (key: string) => void delete stored[key],
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startCheckout", () => {
  it("posts the order as JSON with the affiliate source and the browser's zone, and no price", async () => {
    stored[AFFILIATE_SOURCE_KEY] = "spring_fair-2026";
    answer(200, { url: "https://pay.example/cs_1", checkoutId: "c-1" });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "redirect", url: "https://pay.example/cs_1", checkoutId: "c-1" });
    expect(calls[0]!.url).toBe(CHECKOUT_ENDPOINT);
    expect(calls[0]!.init.method).toBe("POST");
    const body = JSON.parse(String(calls[0]!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ type: "single_meeting", meeting, affiliateSource: "spring_fair-2026" });
    expect(typeof body.timeZone).toBe("string");
    expect(JSON.stringify(body)).not.toMatch(/price|amount/i);
  });

  it("leaves out a stored source that is not valid", async () => {
    stored[AFFILIATE_SOURCE_KEY] = "<script>";
    answer(200, { url: "https://pay.example/cs_1", checkoutId: "c-1" });
    await startCheckout({ type: "basket", items: [meeting] });
    expect(JSON.parse(String(calls[0]!.init.body))).not.toHaveProperty("affiliateSource");
  });

  it("tells taken slots, field errors, signed out, forbidden and failures apart", async () => {
    answer(409, { error: "slot_taken", message: "taken", slots: [{ mentorId: "m-1", date: "2026-12-03", time: "15:00" }] });
    expect(await startCheckout({ type: "basket", items: [meeting] })).toEqual({
      kind: "slot_taken",
      slots: [{ mentorId: "m-1", date: "2026-12-03", time: "15:00" }],
    });
    answer(400, { error: "invalid_request", message: "bad", fields: { "meeting.major": "Please enter a major." } });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "invalid", fields: { "meeting.major": "Please enter a major." } });
    answer(401, { error: "unauthorized" });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "signed_out" });
    answer(403, { error: "forbidden" });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "forbidden" });
    answer(429, { error: "too_many_requests", message: "Too many requests. Please try again later." });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "failed", message: "Too many requests. Please try again later." });
    answer(500, { error: "internal", message: "stack trace" });
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "failed" });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await startCheckout({ type: "single_meeting", meeting })).toEqual({ kind: "failed" });
  });

  it("translates a message still given as a key", () => {
    const t = (key: string) => `<${key}>`;
    expect(apiMessage("errors:checkout.majorRequired", t)).toBe("<errors:checkout.majorRequired>");
    expect(apiMessage("Please enter a major.", t)).toBe("Please enter a major.");
    expect(apiMessage(undefined, t)).toBeUndefined();
  });
});

describe("affiliate source", () => {
  it("keeps short plain sources only", () => {
    expect(parseAffiliateSource("partner_1.cn-web")).toBe("partner_1.cn-web");
    expect(parseAffiliateSource("a".repeat(100))).toBe("a".repeat(100));
    expect(parseAffiliateSource("a".repeat(101))).toBeNull();
    expect(parseAffiliateSource("")).toBeNull();
    expect(parseAffiliateSource("https://evil.example")).toBeNull();
    expect(parseAffiliateSource("two words")).toBeNull();
    expect(parseAffiliateSource(null)).toBeNull();
  });
});
