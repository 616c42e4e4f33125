import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { BookingSummary, type BookingSummaryProps } from "./booking-summary";

function summary(overrides: Partial<BookingSummaryProps> = {}, locale: Locale = "en"): string {
  const props: BookingSummaryProps = {
    type: "essay",
    selected: null,
    priceCents: 6500,
    notice: null,
    submitting: false,
    blockedRole: null,
    slotMissing: false,
    onAddToBasket: () => {},
    ...overrides,
  };
  return renderPage(<BookingSummary {...props} />, { locale, pageNamespaces: ["booking"] });
}

/** The element carrying `data-testid`, as rendered. */
function tagOf(html: string, testId: string): string {
  return new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? "";
}

function reasonOf(html: string): { id: string; role: string; text: string } | null {
  const match = /<p id="([^"]+)" role="([^"]+)" data-testid="cannot-book-reason"[^>]*>([^<]*)<\/p>/.exec(html);
  return match ? { id: match[1]!, role: match[2]!, text: match[3]! } : null;
}

describe("BookingSummary for someone who cannot book", () => {
  it("tells a mentor at the buttons, which it describes, in a live region", () => {
    const html = summary({ blockedRole: "mentor" });
    const reason = reasonOf(html);
    expect(reason).toMatchObject({ role: "status", text: "Mentors cannot book sessions." });
    expect(tagOf(html, "schedule-now")).toMatch(new RegExp(`aria-describedby="[^"]*${reason!.id}[^"]*"`));
    expect(tagOf(html, "add-to-basket")).toContain(`aria-describedby="${reason!.id}"`);
    expect(tagOf(html, "add-to-basket")).toContain('disabled=""');
  });

  it("says more once a time is picked, so the change is announced", () => {
    const html = summary({ blockedRole: "mentor", selected: { date: "2026-03-04", time: "15:00" } });
    expect(reasonOf(html)?.text).toBe("Mentors cannot book sessions: to book this time, sign in with a student account.");
    expect(tagOf(html, "schedule-now")).toContain('disabled=""');
  });

  it("speaks to admins, and in Chinese", () => {
    expect(reasonOf(summary({ blockedRole: "admin" }))?.text).toBe("Admins cannot book sessions.");
    expect(reasonOf(summary({ blockedRole: "mentor", selected: { date: "2026-03-04", time: "15:00" } }, "zh"))?.text).toBe(
      "导师无法预约课程：如需预约这个时间，请使用学生账号登录。",
    );
  });

  it("says nothing of the kind to a student", () => {
    const html = summary({ selected: { date: "2026-03-04", time: "15:00" } });
    expect(reasonOf(html)).toBeNull();
    expect(tagOf(html, "schedule-now")).not.toContain('disabled=""');
  });
});
