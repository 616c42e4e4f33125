import { describe, expect, it } from "vitest";
import { resources } from "~/lib/i18n-all-languages";
import { checkoutFieldErrors, checkoutRequestSchema } from "./checkout-request";

const meeting = { mentorId: "m1", sessionType: "essay", date: "2026-06-10", time: "10:00", major: "Physics", expectations: "Review my essay" };

function errorsOf(body: unknown): Record<string, string> {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (parsed.success) throw new Error("expected the body to be refused");
  return checkoutFieldErrors(parsed.error);
}

function translate(key: string, locale: "en" | "zh"): unknown {
  const [namespace, path] = key.split(":") as [string, string];
  return path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[locale][namespace]);
}

describe("checkoutRequestSchema", () => {
  it("reads a single meeting and a basket, trimming text and dropping a sent price", () => {
    const single = checkoutRequestSchema.parse({ type: "single_meeting", meeting: { ...meeting, major: "  Physics ", price: 1 }, finalTotal: 1 });
    expect(single).toEqual({ type: "single_meeting", meeting });
    const basket = checkoutRequestSchema.parse({ type: "basket", items: [meeting, { ...meeting, time: "11:00" }], affiliateSource: "partner-7", timeZone: "Asia/Shanghai" });
    expect(basket).toMatchObject({ type: "basket", affiliateSource: "partner-7", timeZone: "Asia/Shanghai" });
  });

  it("drops a time zone it does not know instead of refusing the booking", () => {
    expect(checkoutRequestSchema.parse({ type: "single_meeting", meeting, timeZone: "Mars/Olympus" })).not.toHaveProperty("timeZone", expect.anything());
    expect(checkoutRequestSchema.parse({ type: "single_meeting", meeting, timeZone: 42 }).timeZone).toBeUndefined();
  });

  it("names every invalid field by its path with an i18n key", () => {
    expect(errorsOf({ type: "single_meeting", meeting: { ...meeting, major: " ", expectations: "", sessionType: "chess", time: "" } })).toEqual({
      "meeting.major": "errors:checkout.majorRequired",
      "meeting.expectations": "errors:checkout.expectationsRequired",
      "meeting.sessionType": "errors:checkout.sessionTypeRequired",
      "meeting.time": "errors:checkout.slotRequired",
    });
    expect(errorsOf({ type: "basket", items: [meeting, { ...meeting, date: "June 10" }] })).toEqual({ "items.1.date": "errors:checkout.slotRequired" });
    expect(errorsOf({ type: "basket", items: [] })).toEqual({ items: "errors:checkout.itemsRequired" });
    expect(errorsOf({ type: "basket", items: Array.from({ length: 21 }, () => meeting) })).toEqual({ items: "errors:checkout.tooManyItems" });
    expect(errorsOf({ type: "gift", meeting })).toEqual({ type: "errors:checkout.typeRequired" });
    expect(errorsOf("nonsense")).toEqual({ type: "errors:checkout.typeRequired" });
    expect(errorsOf({ type: "single_meeting", meeting, affiliateSource: "x".repeat(101) })).toEqual({ affiliateSource: "errors:checkout.affiliateSourceInvalid" });
    expect(errorsOf({ type: "single_meeting", meeting: { ...meeting, expectations: "x".repeat(2001) } })).toEqual({ "meeting.expectations": "errors:checkout.expectationsTooLong" });
  });

  it("has every message in English and Chinese", () => {
    const keys = [
      "typeRequired", "itemsRequired", "tooManyItems", "mentorRequired", "sessionTypeRequired", "slotRequired",
      "majorRequired", "majorTooLong", "expectationsRequired", "expectationsTooLong", "affiliateSourceInvalid",
    ].map((k) => `errors:checkout.${k}`);
    for (const key of keys) for (const locale of ["en", "zh"] as const) expect(typeof translate(key, locale), `${locale} ${key}`).toBe("string");
    expect(translate("errors:checkout.slotRequired", "en")).toBe("Please select a time slot");
  });
});
