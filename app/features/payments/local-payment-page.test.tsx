import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { LocalPaymentPage, type LocalPaymentView } from "./local-payment-page";
import type { LocalPayment } from "./local-payment.server";
import { toLocalPaymentView } from "./local-payment-view.server";

const payment: LocalPaymentView = {
  payable: true,
  cancelUrl: "http://localhost:3000/mentors",
  subtotal: "$180.00",
  discount: "$18.00",
  total: "$162.00",
  items: [{ mentorName: "Grace H.", sessionType: "sat", description: "SAT Tutoring · Grace H.", when: "Wed, Jul 1, 2031, 10:00 AM EDT", amount: "$54.00" }],
};

/** Renders with the page namespace the route's loader sends. */
function render(view: LocalPaymentView, locale: Locale = "en") {
  return renderPage(<LocalPaymentPage payment={view} />, { locale, path: "/pay/local/:sessionId", url: "/pay/local/cs_local_x", pageNamespaces: ["payments"] });
}

describe("LocalPaymentPage", () => {
  it("is plainly a test payment, with the items, totals, and Pay now / Cancel", () => {
    const html = render(payment);
    expect(html).toContain("TEST PAYMENT");
    expect(html).toContain("no card is charged");
    expect(html).toContain("SAT Tutoring");
    expect(html).toContain("Grace H.");
    expect(html).toContain("Wed, Jul 1, 2031, 10:00 AM EDT");
    expect(html).toContain("US Eastern time");
    expect(html).toMatch(/Subtotal.*\$180\.00.*Discount.*-\$18\.00.*Total.*\$162\.00/s);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button type="submit" value="pay"[^>]*name="intent">Pay now<\/button>/);
    expect(html).toMatch(/<button type="submit" value="cancel"[^>]*name="intent">Cancel<\/button>/);
  });

  it("speaks Chinese", () => {
    const html = render(payment, "zh");
    expect(html).toContain("测试付款");
    expect(html).toContain("立即付款");
    expect(html).toContain("SAT 辅导");
  });

  it("offers only the way back once the checkout has closed", () => {
    const html = render({ ...payment, payable: false });
    expect(html).toContain("no longer open");
    expect(html).toContain('href="http://localhost:3000/mentors"');
    expect(html).not.toContain("Pay now");
  });

  describe("as the server prepares it", () => {
    const stored: LocalPayment = {
      checkoutId: "c1",
      status: "open",
      payable: true,
      subtotalCents: 18900,
      discountCents: 0,
      totalCents: 18900,
      successUrl: "/purchase-confirmation?amount=189",
      cancelUrl: "/mentors",
      items: [{ mentorName: "Caleb S.", sessionType: "essay", description: "Essay Review", startsAt: "2031-01-15T15:00:00.000Z", amountCents: 18900 }],
    };

    it("shows a Chinese reader the dollars charged with their yuan, and the zone by its Chinese name", () => {
      const html = render(toLocalPaymentView(stored, "zh"), "zh");
      expect(html).toContain("$189.00（约 ¥1,368.36）");
      expect(html).toContain("北美东部标准时间");
      expect(html).not.toMatch(/GMT[+-]/);
    });

    it("shows an English reader dollars and the zone's short name", () => {
      const html = render(toLocalPaymentView(stored, "en"), "en");
      expect(html).toContain("$189.00");
      expect(html).not.toContain("¥");
      expect(html).toContain("10:00 AM EST");
    });
  });
});
