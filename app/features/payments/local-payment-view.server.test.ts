import { describe, expect, it } from "vitest";
import type { LocalPayment } from "./local-payment.server";
import { toLocalPaymentView } from "./local-payment-view.server";

const payment: LocalPayment = {
  checkoutId: "c1",
  status: "open",
  payable: true,
  subtotalCents: 19500,
  discountCents: 1950,
  totalCents: 17550,
  successUrl: "/purchase-confirmation?amount=175.5",
  cancelUrl: "/mentors",
  items: [
    { mentorName: "Alice Z.", sessionType: "essay", description: "Essay review", startsAt: "2026-12-01T19:00:00.000Z", amountCents: 6500 },
    { mentorName: "Bo C.", sessionType: null, description: "Other", startsAt: null, amountCents: 13000 },
  ],
};

describe("toLocalPaymentView", () => {
  it("shows dollars and US Eastern times with their zone, in English", () => {
    const view = toLocalPaymentView(payment, "en");
    expect(view).toMatchObject({ payable: true, cancelUrl: "/mentors", subtotal: "$195.00", discount: "$19.50", total: "$175.50" });
    expect(view.items[0]).toEqual({ mentorName: "Alice Z.", sessionType: "essay", description: "Essay review", when: "Tue, Dec 1, 2026, 2:00 PM EST", amount: "$65.00" });
    expect(view.items[1]!.when).toBeNull();
  });

  it("keeps dollars in Chinese (the charge is in dollars) with the yuan the booking page showed, and writes the time the Chinese way", () => {
    const view = toLocalPaymentView({ ...payment, discountCents: 0 }, "zh");
    expect(view.total).toBe("$175.50（约 ¥1,270.62）");
    expect(view.items[0]!.amount).toBe("$65.00（约 ¥470.60）");
    expect(view.discount).toBeNull();
    expect(view.items[0]!.when).toMatch(/2026年12月1日.*14:00/);
    // The zone by its Chinese name, not "GMT-5".
    expect(view.items[0]!.when).toContain("北美东部标准时间");
    expect(view.items[0]!.when).not.toMatch(/GMT/);
  });
});
