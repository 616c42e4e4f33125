import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { LocalPaymentPage, type LocalPaymentView } from "./local-payment-page";

const payment: LocalPaymentView = {
  payable: true,
  cancelUrl: "http://localhost:3000/mentors",
  subtotal: "$180.00",
  discount: "$18.00",
  total: "$162.00",
  items: [{ mentorName: "Grace H.", sessionType: "sat", description: "SAT Tutoring · Grace H.", when: "Wed, Jul 1, 2031, 10:00 AM EDT", amount: "$54.00" }],
};

function render(view: LocalPaymentView, locale: Locale = "en") {
  return renderPage(<LocalPaymentPage payment={view} />, { locale, path: "/pay/local/:sessionId", url: "/pay/local/cs_local_x" });
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
});
