import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import type { CheckoutSummaryMeeting } from "./get-checkout-summary.server";
import { MeetingConfirmationPage } from "./meeting-confirmation-page";
import { PurchaseConfirmationPage } from "./purchase-confirmation-page";

function render(element: React.ReactNode, locale: Locale = "en") {
  return renderPage(element, { locale, pageNamespaces: ["booking"] }).replace(/<!-- -->/g, "");
}

const meeting: CheckoutSummaryMeeting = {
  mentorId: "m-1",
  mentorName: "Alice Z.",
  mentorEmail: "alice@harvard.edu",
  type: "interview",
  date: "2026-12-03",
  time: "09:00",
};

describe("MeetingConfirmationPage", () => {
  it("shows the mentor's email, the date and the time as h:00 AM/PM in Eastern time, with the way on", () => {
    const html = render(<MeetingConfirmationPage meeting={meeting} status="paid" />);
    expect(html).toContain("Meeting Scheduled!");
    expect(html).toContain("Interview Preparation with Alice Z.");
    expect(html).toContain("alice@harvard.edu");
    expect(html).toContain("Thursday, December 3, 2026");
    expect(html).toContain("9:00 AM ET");
    expect(html).toContain("The meeting link will be emailed to you within 24 hours.");
    expect(html).toMatch(/href="mailto:alice@harvard.edu"[^>]*>.*Open Email/);
    expect(html).toMatch(/href="\/mentors"[^>]*>Back to Mentor List/);
    expect(html).not.toContain('data-testid="payment-pending"');
  });

  it("says the payment is being confirmed while it is pending", () => {
    const html = render(<MeetingConfirmationPage meeting={meeting} status="pending" />);
    expect(html).toContain("Almost done!");
    expect(html).toContain("We&#x27;re confirming your payment.");
  });

  it("says so when the checkout ended unpaid", () => {
    const html = render(<MeetingConfirmationPage meeting={meeting} status="closed" />);
    expect(html).toContain("Payment not completed");
    expect(html).not.toContain("The meeting link will be emailed");
  });

  it("speaks Chinese", () => {
    const html = render(<MeetingConfirmationPage meeting={meeting} status="paid" />, "zh");
    expect(html).toContain("会面预约成功！");
    expect(html).toContain("美东时间 09:00");
    expect(html).toContain("北京时间 12月3日 22:00");
    expect(html).toContain("打开邮箱");
  });
});

describe("PurchaseConfirmationPage", () => {
  it("shows the amount in dollars and leads to the dashboard and the mentors", () => {
    const html = render(<PurchaseConfirmationPage amountCents={16200} status={null} />);
    expect(html).toContain("Thank you for your purchase!");
    expect(html).toMatch(/data-testid="purchase-amount"[^>]*>\$162\.00</);
    expect(html).toMatch(/href="\/student-dashboard"[^>]*>Go to Dashboard/);
    expect(html).toMatch(/href="\/mentors"[^>]*>Back to Mentor List/);
  });

  it("shows $0.00 without an amount and the payment state when known", () => {
    const html = render(<PurchaseConfirmationPage amountCents={0} status="pending" />);
    expect(html).toMatch(/data-testid="purchase-amount"[^>]*>\$0\.00</);
    expect(html).toContain('data-testid="payment-pending"');
  });

  it("shows a Chinese reader the dollars charged with the yuan the booking page showed", () => {
    const html = render(<PurchaseConfirmationPage amountCents={18900} status={null} />, "zh");
    expect(html).toContain("金额：");
    expect(html).toMatch(/data-testid="purchase-amount"[^>]*>\$189\.00（约 ¥1,368\.36）</);
  });
});
