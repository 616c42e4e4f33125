import { describe, expect, it } from "vitest";
import { checkoutRequestSchema, type CheckoutRequest } from "./checkout-request";
import { requestFingerprint } from "./request-fingerprint.server";

const meeting = { mentorId: "m1", sessionType: "essay", date: "2026-06-08", time: "10:00", major: "Physics", expectations: "Polish my essay" };
const parse = (body: unknown): CheckoutRequest => checkoutRequestSchema.parse(body);

describe("requestFingerprint", () => {
  it("is the same for the same request, whatever its key order, spacing or ignored fields", () => {
    const a = parse({ type: "single_meeting", meeting });
    const b = parse({ meeting: { ...meeting, major: "  Physics ", price: 1 }, type: "single_meeting" });
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    expect(requestFingerprint(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when anything the student asks for differs", () => {
    const base = requestFingerprint(parse({ type: "single_meeting", meeting }));
    const others = [
      { type: "single_meeting", meeting: { ...meeting, time: "11:00" } },
      { type: "single_meeting", meeting: { ...meeting, expectations: "Polish my essays" } },
      { type: "single_meeting", meeting, affiliateSource: "fair" },
      { type: "basket", items: [meeting] },
    ];
    for (const body of others) expect(requestFingerprint(parse(body)), JSON.stringify(body)).not.toBe(base);
  });

  it("keeps the order of a basket's items", () => {
    const later = { ...meeting, date: "2026-06-09" };
    expect(requestFingerprint(parse({ type: "basket", items: [meeting, later] }))).not.toBe(requestFingerprint(parse({ type: "basket", items: [later, meeting] })));
  });
});
