import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";
import { pageStrings } from "~/lib/page-strings.server";
import { MentorNotFound } from "./mentor-not-found";
import { ScheduleMeetingPage, type BookingMentorView } from "./schedule-meeting-page";
import { offeredSessionTypes } from "./session-types";
import { buildSlotWeeks } from "./slots";

const NOW = new Date("2026-03-02T15:00:00Z"); // Monday 10:00 in New York

function mentor(overrides: Partial<BookingMentorView> = {}): BookingMentorView {
  const base = {
    id: "m-1",
    name: "Alice Z.",
    college: "harvard",
    collegeNames: { en: "Harvard University", zh: "哈佛大学" },
    major: "computer-science",
    photoId: "photo-1",
    offersSat: true,
    satScore: 1560,
    ...overrides,
  };
  return {
    ...base,
    prices: overrides.prices === undefined ? { sessionPriceCents: 6500, satPriceCents: 9000 } : overrides.prices,
    sessionTypes: overrides.sessionTypes ?? offeredSessionTypes(base),
  };
}

const weeks = buildSlotWeeks({
  availability: [
    { weekday: 1, hour: 9 },
    { weekday: 3, hour: 15 },
    { weekday: 5, hour: 20 },
  ],
  takenStarts: [],
  now: NOW,
});

function render(element: React.ReactNode, { locale = "en" as Locale, state }: { locale?: Locale; state?: unknown } = {}) {
  const Stub = createRoutesStub([{ path: "/schedule-meeting/:mentorId", Component: () => element }]);
  // With the booking strings, as the page's loader sends them.
  const i18n = createI18n(locale);
  i18n.addResourceBundle(locale, "booking", pageStrings(locale, "booking").bundles.booking!);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[{ pathname: "/schedule-meeting/m-1", state }]} />
    </I18nProvider>,
  );
}

const testIds = (html: string, id: string) => [...html.matchAll(new RegExp(`data-testid="${id}"`, "g"))].length;

describe("ScheduleMeetingPage", () => {
  it("offers every session type with the server's prices, SAT at the SAT price", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={weeks} viewerRole="student" />);
    expect(html).toContain("Book a session with Alice Z.");
    expect(html).toContain("Harvard University");
    expect(html).toContain("Computer Science");
    expect(html).toContain('href="/mentors"');
    for (const type of ["sat", "essay", "college", "interview", "general"]) expect(html).toContain(`data-testid="session-type-${type}"`);
    expect(html).toMatch(/SAT Tutoring<\/span><span[^>]*>\$90\.00/);
    expect(html).toMatch(/Essay Review<\/span><span[^>]*>\$65\.00/);
    // General consultation is chosen first.
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="session-type-general"/);
  });

  it("hides SAT tutoring when the mentor does not offer it", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor({ offersSat: false })} weeks={weeks} viewerRole="student" />);
    expect(html).not.toContain('data-testid="session-type-sat"');
    expect(html).not.toContain("SAT Tutoring");
    expect(testIds(html, "session-price")).toBe(4);
  });

  it("shows the first week with free slots in Eastern time, none chosen, and Schedule now disabled", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={weeks} viewerRole="student" />);
    // Monday 9:00 is less than 2 days ahead: this week still has Wednesday and Friday.
    expect(testIds(html, "slot")).toBe(2);
    expect(html).toContain("3:00 PM ET");
    expect(html).toContain("8:00 PM ET");
    expect(html).not.toContain('data-date="2026-03-02"');
    expect(html).toContain("week 1 of 8");
    expect(html).not.toContain('aria-pressed="true" aria-label="Wednesday');
    expect(html).toMatch(/<button type="submit" data-testid="schedule-now" disabled=""/);
    expect(html).toContain("Please select a time slot");
    expect(html).toMatch(/<label[^>]*>Major of interest/);
    expect(html).toMatch(/<label[^>]*>Your goals for this session/);
  });

  it("pre-fills the type and goals from navigation state", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={weeks} viewerRole="student" />, {
      state: { meetingType: "essay", expectations: "Review my Common App essay" },
    });
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="session-type-essay"/);
    expect(html).toContain(">Review my Common App essay</textarea>");
    expect(html).toContain('data-testid="summary-price">$65.00');
  });

  it("ignores a pre-filled type the mentor does not offer", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor({ offersSat: false })} weeks={weeks} viewerRole="student" />, {
      state: { meetingType: "sat" },
    });
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="session-type-general"/);
  });

  it("tells mentors and admins they cannot book", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={weeks} viewerRole="mentor" />);
    expect(html).toContain("Only student accounts can book sessions.");
    expect(html).toMatch(/data-testid="add-to-basket" disabled=""/);
    expect(html).toMatch(/role="status" data-testid="cannot-book-reason"[^>]*>Mentors cannot book sessions\.</);
  });

  it("lets visitors look, without prices (a submit goes to login)", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor({ prices: null })} weeks={weeks} viewerRole={null} />);
    expect(html).not.toContain('data-testid="cannot-book"');
    expect(html).not.toMatch(/data-testid="add-to-basket" disabled=""/);
    expect(html).not.toContain('data-testid="session-price"');
    expect(html).not.toContain('data-testid="summary-price"');
    expect(html).toContain("Log in or sign up to see prices.");
  });

  it("says when the mentor has no open time at all", () => {
    const empty = buildSlotWeeks({ availability: [], takenStarts: [], now: NOW });
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={empty} viewerRole="student" />);
    expect(html).toContain("This mentor has no open times in the next 8 weeks.");
  });

  it("speaks Chinese with yuan prices and Beijing time", () => {
    const html = render(<ScheduleMeetingPage onAddToBasket={() => true} mentor={mentor()} weeks={weeks} viewerRole="student" />, { locale: "zh" });
    expect(html).toContain("预约 Alice Z. 的课程");
    expect(html).toContain("哈佛大学");
    expect(html).toContain("¥470.60");
    expect(html).toContain("美东时间 15:00");
    // Wednesday 15:00 in New York (EST) is Thursday 04:00 in Beijing.
    expect(html).toMatch(/北京时间 3月5日 04:00/);
    expect(html).toContain("请选择一个时间段");
  });
});

describe("MentorNotFound", () => {
  it("says so and leads back to the list", () => {
    const html = render(<MentorNotFound />);
    expect(html).toContain("Mentor not found");
    expect(html).toContain('href="/mentors"');
    expect(html).toContain("Return to Mentor List");
  });
});
