import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { AvailabilitySection } from "./availability-section";
import { PricingSection } from "./pricing-section";
import type { MentorSchedule } from "./schedule-types";
import { DayRanges } from "./weekly-availability-editor";

const schedule: MentorSchedule = {
  pricing: { sessionPrice: 65, satPrice: 90, offersSat: true, satQualified: true },
  weekly: [
    { weekday: 1, hour: 9 },
    { weekday: 1, hour: 10 },
    { weekday: 3, hour: 20 },
  ],
  overrides: [
    { date: "2026-12-24", kind: "blocked" },
    { date: "2026-12-27", kind: "extra", hours: [18, 19, 20] },
  ],
  today: "2026-12-01",
  lastOverrideDate: "2027-12-01",
  outside: [{ meetingId: "m1", date: "2026-12-09", time: "15:00", studentName: "Sam S.", type: "essay", paid: true }],
};

// The editors' strings come with the mentor dashboard's.
const render = (element: React.ReactNode, locale: Locale = "en") => renderPage(element, { locale, path: "/mentor-dashboard", pageNamespaces: ["mentorSchedule"] });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("PricingSection", () => {
  it("shows the session price and, for a mentor who scored 1500 or more, the SAT question and price", () => {
    const html = render(<PricingSection pricing={schedule.pricing} />);
    expect(html).toMatch(/<option value="65" selected="">\$65\.00<\/option>/);
    expect(html).toMatch(/<option value="90" selected="">\$90\.00<\/option>/);
    expect(text(html)).toContain("Do you offer SAT tutoring?");
    expect(text(html)).toContain("at $65.00 you receive $52.00");
    // Every price the rules allow, and no other.
    expect([...html.matchAll(/<select[^>]*name="sessionPrice"[^>]*>(.*?)<\/select>/g)][0]![1]!.match(/<option/g)).toHaveLength(11);
  });

  it("hides the SAT question and price below 1500", () => {
    const html = render(<PricingSection pricing={{ ...schedule.pricing, satQualified: false }} />);
    expect(text(html)).not.toContain("SAT tutoring");
    expect(html).not.toContain('name="satPrice"');
  });

  it("shows yuan beside dollars in Chinese", () => {
    expect(render(<PricingSection pricing={schedule.pricing} />, "zh")).toContain("$65.00（约 ¥470.60）");
  });
});

describe("AvailabilitySection", () => {
  it("lists seven collapsed days with their slot counts, as disclosure buttons", () => {
    const html = render(<AvailabilitySection schedule={schedule} />);
    const buttons = [...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*aria-controls="([^"]+)"[^>]*>(.*?)<\/button>/g)];
    expect(buttons).toHaveLength(7);
    expect(buttons.every((b) => b[1] === "false")).toBe(true);
    expect(buttons.map((b) => text(b[3]!).trim())).toEqual([
      "Monday 2 slots",
      "Tuesday 0 slots",
      "Wednesday 1 slot",
      "Thursday 0 slots",
      "Friday 0 slots",
      "Saturday 0 slots",
      "Sunday 0 slots",
    ]);
    // Each button controls its own panel, hidden and empty until the day is opened.
    for (const [, , panel] of buttons) expect(html).toMatch(new RegExp(`id="${panel}" hidden=""[^>]*></div>`));
    expect(html).not.toContain('data-testid="hour-range"');
  });

  it("names each hour of an opened day in Eastern time", () => {
    const html = render(<DayRanges day="Monday" date="2026-12-07" ranges={[{ start: 9, end: 11 }]} onChange={() => {}} />);
    expect(html).toMatch(/<option value="9" selected="">9:00 AM ET<\/option>/);
    expect(html).toMatch(/<option value="11" selected="">11:00 AM ET<\/option>/);
    expect(html).toContain(`aria-label="Remove time range 1 from Monday"`);
  });

  it("lists date exceptions and booked sessions outside the hours", () => {
    const html = text(render(<AvailabilitySection schedule={schedule} />));
    expect(html).toContain("Thursday, December 24, 2026 · Unavailable all day");
    expect(html).toContain("Sunday, December 27, 2026 · Extra hours: 6:00 PM–9:00 PM ET");
    expect(html).toContain("1 booked session falls outside your hours. It stays booked.");
    expect(html).toContain("Essay Review · Sam S. · Paid");
  });

  it("speaks Chinese", () => {
    const html = text(render(<AvailabilitySection schedule={schedule} />, "zh"));
    expect(html).toContain("星期一 2 个时段");
    expect(html).toContain("全天不可预约");
    const monday = text(render(<DayRanges day="星期一" date="2026-12-07" ranges={[{ start: 9, end: 11 }]} onChange={() => {}} />, "zh"));
    expect(monday).toContain("美东时间 09:00 · 北京时间 12月7日 22:00");
  });
});
