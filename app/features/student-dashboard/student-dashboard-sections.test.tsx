import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import type { RecommendedMentor } from "./mentor-finder-params";
import { MentorFinder } from "./mentor-finder";
import { SessionsBody } from "./my-sessions-dialog";
import { MetMentorsBody } from "./schedule-again-dialog";
import type { SessionView } from "./session-view-types";
import { WelcomeBanner } from "./welcome-banner";

// As the dashboard renders: the bundled strings and the page's own from its loader.
function render(element: React.ReactNode, locale: Locale = "en") {
  return renderPage(element, { locale, path: "/student-dashboard", pageNamespaces: ["student-dashboard", "meetings", "meeting-changes"] }).replace(/<!-- -->/g, "");
}

const mentor: RecommendedMentor = {
  id: "m-1",
  name: "Alice Z.",
  college: "harvard",
  major: "computer-science",
  country: "US",
  photoId: null,
  rating: 4.5,
  reviewCount: 2,
  sessionPriceCents: 6000,
  matches: { major: true, country: false, college: true },
};

const session: SessionView = {
  id: "0b7f2a52-6a43-4a8e-9a38-3f0d4a1f6a10",
  type: "essay",
  status: "scheduled",
  startsAt: "2030-03-13T15:00:00.000Z",
  major: "Economics",
  expectations: "Plan my essays.",
  mentor: { id: "m-1", name: "Alice Z.", photoId: null, college: "harvard" },
  eastern: "Wed, Mar 13, 2030, 11:00 AM EDT",
  local: "Wed, Mar 13, 2030, 8:00 AM PDT",
  zone: "America/Los_Angeles",
  join: { state: "later", opensAt: "Wed, Mar 13, 2030, 7:45 AM PDT" },
  inProgress: false,
  calendarPath: "/student-dashboard/sessions/0b7f2a52-6a43-4a8e-9a38-3f0d4a1f6a10/invite.ics",
  paidCents: 5400,
  cancellable: true,
  changeable: true,
  cancelledBy: null,
  refund: null,
  guarantee: null,
};

describe("WelcomeBanner", () => {
  it("greets the student by name in their language", () => {
    expect(render(<WelcomeBanner name="Sam Student" />)).toContain("Welcome, Sam Student!");
    expect(render(<WelcomeBanner name="Sam Student" />, "zh")).toContain("欢迎，Sam Student！");
  });
});

describe("MentorFinder", () => {
  it("shows nothing to recommend before a search", () => {
    const html = render(<MentorFinder finder={{ criteria: {}, mentors: null, seeMorePath: "/mentors" }} />);
    expect(html).toContain("Find Mentors");
    expect(html).toContain("Intended major");
    expect(html).toContain("Dream college");
    expect(html).not.toContain('data-testid="finder-results"');
  });

  it("shows the spec's empty text and See More with the filled fields", () => {
    const html = render(<MentorFinder finder={{ criteria: { major: "economics" }, mentors: [], seeMorePath: "/mentors?major=economics" }} />);
    expect(html).toContain("No matching mentors found. Try adjusting your preferences.");
    expect(html).toMatch(/href="\/mentors\?major=economics"[^>]*>See More/);
  });

  it("shows each recommended mentor with what matched, rating, price and Schedule Meeting", () => {
    const html = render(<MentorFinder finder={{ criteria: { major: "computer-science", college: "harvard" }, mentors: [mentor], seeMorePath: "/mentors" }} />);
    expect(html).toContain("Alice Z.");
    expect(html).toContain("Harvard University");
    expect(html).toContain('data-testid="match-major"');
    expect(html).toContain('data-testid="match-college"');
    expect(html).not.toContain('data-testid="match-country"');
    expect(html).toContain("Rated 4.5 out of 5");
    expect(html).toContain("$60.00 / session");
    expect(html).toMatch(/href="\/schedule-meeting\/m-1"[^>]*>Schedule Meeting/);
    const zh = render(<MentorFinder finder={{ criteria: { major: "computer-science" }, mentors: [mentor], seeMorePath: "/mentors" }} />, "zh");
    expect(zh).toContain("哈佛大学");
    expect(zh).toContain("¥");
  });
});

describe("My Sessions", () => {
  it("shows the times in both zones, the goals, when the link opens and the calendar file", () => {
    const html = render(<SessionsBody sessions={{ upcoming: [session], past: [] }} />);
    expect(html).toContain("Essay Review");
    expect(html).toContain("US Eastern time");
    expect(html).toContain("Wed, Mar 13, 2030, 11:00 AM EDT");
    expect(html).toContain("Your time (America/Los_Angeles)");
    expect(html).toContain("Wed, Mar 13, 2030, 8:00 AM PDT");
    expect(html).toContain("Plan my essays.");
    expect(html).toContain("The video link is available from Wed, Mar 13, 2030, 7:45 AM PDT.");
    expect(html).not.toContain('data-testid="session-join"');
    expect(html).toMatch(new RegExp(`href="${session.calendarPath}"[^>]*download`));
    expect(html).toContain("No past sessions yet.");
  });

  it("offers the link while it can be used, says when it is on its way, and nothing to join once over", () => {
    const open = render(<SessionsBody sessions={{ upcoming: [{ ...session, inProgress: true, join: { state: "open", link: "https://meet.jit.si/Unibridge-x" } }], past: [] }} />);
    expect(open).toMatch(/href="https:\/\/meet.jit.si\/Unibridge-x"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(open).toContain("In progress");
    const pending = render(<SessionsBody sessions={{ upcoming: [{ ...session, join: { state: "pending" } }], past: [] }} />);
    expect(pending).toContain("Your video link is being prepared.");
    const past = render(<SessionsBody sessions={{ upcoming: [], past: [{ ...session, join: { state: "over" } }] }} />);
    expect(past).toContain("This session has ended.");
    expect(past).not.toContain("invite.ics");
    expect(past).toContain("No upcoming sessions. Book one with a mentor!");
  });

  it("offers Reschedule and Cancel before the start, only Cancel within 24 hours, and neither once started", () => {
    const early = render(<SessionsBody sessions={{ upcoming: [session], past: [] }} />);
    expect(early).toMatch(/aria-label="Reschedule the session with Alice Z\. on Wed, Mar 13, 2030, 8:00 AM PDT"[^>]*>Reschedule<\/button>/);
    expect(early).toMatch(/aria-label="Cancel session with Alice Z\. on Wed, Mar 13, 2030, 8:00 AM PDT"[^>]*>Cancel session<\/button>/);
    expect(early).toMatch(/<dt[^>]*>Paid<\/dt><dd[^>]*data-testid="session-paid">\$54\.00<\/dd>/);
    const late = render(<SessionsBody sessions={{ upcoming: [{ ...session, changeable: false }], past: [] }} />);
    expect(late).not.toContain('data-testid="reschedule-session-open"');
    expect(late).toContain("This session starts in less than 24 hours, so it can no longer be moved.");
    expect(late).toContain('data-testid="cancel-session-open"');
    const started = render(<SessionsBody sessions={{ upcoming: [{ ...session, cancellable: false, changeable: false, inProgress: true }], past: [] }} />);
    expect(started).not.toContain('data-testid="session-changes"');
  });

  it("lists cancelled sessions labelled, without links, with where the money stands", () => {
    const cancelled = { ...session, status: "cancelled" as const, cancellable: false, changeable: false, join: { state: "over" as const }, cancelledBy: "student" as const };
    const kept = render(<SessionsBody sessions={{ upcoming: [], past: [cancelled] }} />);
    expect(kept).toContain("Past and cancelled");
    expect(kept).toMatch(/data-testid="session-status" data-status="cancelled">Cancelled</);
    expect(kept).toContain('data-refund="none">Not refunded');
    expect(kept).not.toContain("invite.ics");
    expect(kept).not.toContain("This session has ended.");
    expect(kept).not.toContain('data-testid="session-changes"');
    const refunded = render(
      <SessionsBody sessions={{ upcoming: [], past: [{ ...cancelled, cancelledBy: "mentor", refund: { reason: "mentor_cancelled", status: "refunded", amountCents: 5400, decisionNote: null, refundedAt: "Mar 11, 2030" } }] }} />,
    );
    expect(refunded).toContain(">Cancelled by your mentor<");
    expect(refunded).toContain("Refunded $54.00 on Mar 11, 2030");
    const processing = render(<SessionsBody sessions={{ upcoming: [], past: [{ ...cancelled, refund: { reason: "student_cancelled", status: "pending", amountCents: 5400, decisionNote: null, refundedAt: null } }] }} />);
    expect(processing).toContain("Refund of $54.00 processing (5-7 business days)");
  });

  it("offers the guarantee on an eligible completed session, and shows a claim's state instead once made", () => {
    const completed = { ...session, status: "completed" as const, cancellable: false, changeable: false, join: { state: "over" as const } };
    const eligible = render(<SessionsBody sessions={{ upcoming: [], past: [{ ...completed, guarantee: { until: "Apr 12, 2030" } }] }} />);
    expect(eligible).toContain("Covered by our satisfaction guarantee until Apr 12, 2030.");
    expect(eligible).toMatch(/aria-label="Request a refund for the session with Alice Z\.[^"]*"[^>]*>Request a refund<\/button>/);
    expect(render(<SessionsBody sessions={{ upcoming: [], past: [completed] }} />)).not.toContain("Request a refund");

    const claim = (status: "requested" | "pending" | "refunded" | "declined", more = {}) =>
      render(<SessionsBody sessions={{ upcoming: [], past: [{ ...completed, refund: { reason: "guarantee", status, amountCents: 5400, decisionNote: null, refundedAt: null, ...more } }] }} />);
    expect(claim("requested")).toContain("Refund requested — we confirm within 24 hours");
    expect(claim("pending")).toContain("Refund approved: $54.00 is on its way (5-7 business days)");
    expect(claim("refunded", { refundedAt: "Mar 30, 2030" })).toContain("Refunded $54.00 on Mar 30, 2030");
    const declined = claim("declined", { decisionNote: "The session ran the full hour." });
    expect(declined).toContain("Refund declined");
    expect(declined).toContain("Note from our team: The session ran the full hour.");
    expect(declined).not.toContain("Request a refund");
    expect(render(<SessionsBody sessions={{ upcoming: [], past: [{ ...completed, refund: { reason: "guarantee", status: "requested", amountCents: 5400, decisionNote: null, refundedAt: null } }] }} />, "zh")).toContain(
      "已申请退款 — 我们会在 24 小时内确认",
    );
  });

  it("without any session, points to the mentors", () => {
    const html = render(<SessionsBody sessions={{ upcoming: [], past: [] }} />);
    expect(html).toContain("You have no sessions yet.");
    expect(html).toMatch(/href="\/mentors"[^>]*>Find Mentors/);
  });
});

describe("Schedule with Your Mentors", () => {
  it("lists each mentor met with Schedule Again", () => {
    const html = render(<MetMentorsBody mentors={[{ id: "m-1", name: "Alice Z.", photoId: null, college: "harvard", major: "economics", sessions: 2 }]} />);
    expect(html).toContain("Alice Z.");
    expect(html).toContain("2 sessions together");
    expect(html).toMatch(/href="\/schedule-meeting\/m-1"[^>]*>.*Schedule Again/);
  });

  it("shows the spec's empty text", () => {
    expect(render(<MetMentorsBody mentors={[]} />)).toContain("No mentors found. Try scheduling with a new mentor!");
    expect(render(<MetMentorsBody mentors={[]} />, "zh")).toContain("未找到导师。试试与新导师预约吧！");
  });
});
