import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { renderPage } from "~/test/render-page";
import { AdminRefundsPage, type AdminRefundsPageProps } from "./admin-refunds-page";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const props: AdminRefundsPageProps = {
  requests: [
    {
      id: "r1",
      studentName: "Ana Lima",
      studentEmail: "ana@example.com",
      mentorName: "Grace Hopper",
      startsAt: new Date("2026-03-03T20:00:00Z"),
      amountCents: 7000,
      studentNote: "The mentor had not read my essay.",
      requestedAt: new Date("2026-03-05T14:30:00Z"),
    },
  ],
  refunds: {
    rows: [
      {
        id: "r2",
        reason: "mentor_cancelled",
        status: "refunded",
        amountCents: 6000,
        studentName: "Bo Chen",
        mentorName: "Alan Turing",
        startsAt: new Date("2026-07-10T14:00:00Z"),
        createdAt: new Date("2026-07-01T12:00:00Z"),
        decidedAt: null,
        refundedAt: new Date("2026-07-01T12:01:00Z"),
        decisionNote: null,
      },
    ],
    page: 1,
    pageCount: 3,
    total: 41,
  },
  cancellations: [{ mentorId: "m1", mentorName: "Alan Turing", mentorEmail: "alan@example.edu", cancellations: 3, latestAt: new Date("2026-07-01T12:00:00Z") }],
  cancellationDays: 90,
};

function render(locale: Locale, page: AdminRefundsPageProps = props) {
  function WithStrings() {
    usePageStrings(pageStrings(locale, "admin-refunds", "admin-office"));
    return <AdminRefundsPage {...page} />;
  }
  return renderPage(<WithStrings />, { locale, path: "/admin/refunds" }).replace(/<!-- -->/g, "");
}

describe("the Refunds tab", () => {
  it("shows a waiting request with its times in US Eastern and a named Approve and Decline", () => {
    const html = render("en");
    const page = text(html);
    expect(page).toContain("Guarantee requests waiting");
    expect(page).toContain("Mar 3, 2026, 3:00 PM EST");
    expect(page).toContain("The mentor had not read my essay.");
    expect(page).toContain("$70.00");
    expect(html).toContain('aria-label="Approve the refund: Ana Lima, $70.00, session of Mar 3, 2026, 3:00 PM EST"');
    expect(html).toContain('aria-label="Decline the refund: Ana Lima, $70.00, session of Mar 3, 2026, 3:00 PM EST"');
    expect(html).toMatch(/role="status"[^>]*data-testid="refund-decision-status"/);
  });

  it("lists every refund with its reason and status, paged, and the mentors' cancellations", () => {
    const page = text(render("en"));
    expect(page).toContain("Mentor cancelled");
    expect(page).toContain("Jul 10, 2026, 10:00 AM EDT");
    expect(page).toContain("Page 1 of 3 · 41 in all");
    expect(page).toContain("Mentor cancellations (last 90 days)");
    expect(page).toMatch(/Alan Turing alan@example\.edu 3 Jul 1, 2026/);
  });

  it("says so when nothing waits, and reads in Chinese without a missing key", () => {
    const empty = text(render("en", { ...props, requests: [], refunds: { rows: [], page: 1, pageCount: 1, total: 0 }, cancellations: [] }));
    expect(empty).toContain("No guarantee requests are waiting.");
    expect(empty).toContain("No refunds yet.");
    expect(empty).toContain("No mentor cancelled a session in this period.");
    const zh = render("zh");
    expect(text(zh)).toContain("待处理的满意保证申请");
    expect(text(zh)).toContain("导师取消");
    expect(zh).not.toMatch(/>(requests|refunds|cancellations|columns|reasons|statuses|decide)\.[\w.]+</);
  });
});
