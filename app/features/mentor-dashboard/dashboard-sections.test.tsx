import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { ProfileMissing } from "~/features/mentor-profile/profile-missing";
import { DashboardHeader } from "./dashboard-header";
import { EarningsTile } from "./earnings-tile";
import type { RecentMeeting, UpcomingMeeting } from "./list-mentor-meetings.server";
import { RecentRatings } from "./recent-ratings";
import { RecentSessions } from "./recent-sessions";
import { StudentsMentoredTile } from "./students-mentored";
import { UpcomingMeetings } from "./upcoming-meetings";

const header = { name: "Ngozi Adaeze Balogun", photoId: null, college: "yale", bio: "", emailVerified: true, ratingCount: 0, ratingSum: 0 };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** Renders with the page namespaces the dashboard's loader sends. */
function renderWithChanges(element: ReactNode, { locale = "en" }: { locale?: Locale } = {}) {
  return renderPage(element, { locale, pageNamespaces: ["mentor-dashboard", "google-calendar", "meeting-changes", "payouts"] });
}

describe("mentor dashboard sections", () => {
  it("shows the header as the spec asks: short name, 0.0 without ratings, college, no-bio text and Edit Profile", () => {
    const html = renderWithChanges(<DashboardHeader header={header} />);
    expect(text(html)).toContain("Welcome, Ngozi B.");
    expect(text(html)).toContain("Verified mentor");
    expect(text(html)).toContain("0.0 average rating");
    expect(text(html)).toContain("Yale University");
    expect(text(html)).toContain("No bio added yet");
    expect(html).toMatch(/href="\/mentor-profile"[^>]*>.*Edit Profile/);
  });

  it("shows the average to one decimal and the college in Chinese", () => {
    const html = renderWithChanges(<DashboardHeader header={{ ...header, ratingCount: 3, ratingSum: 14, bio: "Bio text" }} />, { locale: "zh" });
    expect(text(html)).toContain("平均评分 4.7");
    expect(text(html)).toContain("耶鲁大学");
    expect(text(html)).not.toContain("尚未添加个人简介");
  });

  const earnings = {
    grossCents: 14500,
    commissionCents: 2900,
    earnedCents: 11600,
    upcomingCents: 6800,
    pendingCents: 6800,
    availableCents: 3000,
    paidCents: 1800,
    sessions: 2,
    refundedSessions: 0,
    refundedCents: 0,
  };

  it("states how earnings are computed", () => {
    const html = renderWithChanges(<EarningsTile earnings={earnings} payout={null} />);
    expect(text(html)).toContain("$116.00");
    expect(text(html)).toContain("Your 80% of $145.00 paid by students for 2 sessions, after the 20% platform commission ($29.00).");
    expect(text(html)).toContain("$68.00 of it is for sessions not yet held.");
    expect(html).not.toContain('data-testid="earnings-refunded"');
  });

  it("says how many refunded sessions are left out", () => {
    expect(text(renderWithChanges(<EarningsTile earnings={{ ...earnings, refundedSessions: 1, refundedCents: 6000 }} payout={null} />))).toContain(
      "1 refunded session ($60.00 given back to the student) is not counted.",
    );
    expect(text(renderWithChanges(<EarningsTile earnings={{ ...earnings, refundedSessions: 2, refundedCents: 12000 }} payout={null} />, { locale: "zh" }))).toContain(
      "2 节已退款的课程（退还学生 $120.00）不计入。",
    );
  });

  it("splits the payout into pending, available and paid and says whether the account is connected", () => {
    const connected = text(renderWithChanges(<EarningsTile earnings={earnings} payout={{ connected: true, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null }} />));
    expect(connected).toContain("Pending: $68.00 (sessions not yet completed, or completed less than 2 days ago)");
    expect(connected).toContain("Available: $30.00 (due, not yet paid out)");
    expect(connected).toContain("Paid: $18.00 (transferred to you)");
    expect(connected).toContain("Payout account connected");
    expect(connected).not.toContain("Set up payouts");

    const notConnected = text(
      renderWithChanges(<EarningsTile earnings={earnings} payout={{ connected: false, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null }} />, { locale: "zh" }),
    );
    expect(notConnected).toContain("待定：$68.00");
    expect(notConnected).toContain("已支付：$18.00");
    expect(notConnected).toContain("收款账户未连接");
    expect(notConnected).toContain("设置收款");
    expect(connected).not.toContain("View balance and payouts");

    // With Stripe a connected mentor opens the Express dashboard from the tile.
    const stripe = renderWithChanges(<EarningsTile earnings={earnings} payout={{ connected: true, onboardingUrl: "/payouts/stripe/onboarding", balanceUrl: "/payouts/stripe/dashboard" }} />);
    expect(stripe).toMatch(/href="\/payouts\/stripe\/dashboard"[^>]*>View balance and payouts/);
  });

  it("has the spec's empty states", () => {
    expect(text(renderWithChanges(<UpcomingMeetings meetings={[]} now="2026-03-10T15:00:00.000Z" reasonMax={500} />))).toContain("No upcoming meetings scheduled.");
    expect(text(renderWithChanges(<RecentRatings ratings={[]} />))).toContain("No reviews yet");
    expect(text(renderWithChanges(<StudentsMentoredTile students={[]} />))).toContain("Students Mentored");
  });

  it("lists a meeting with its student, type, goals, video link and tips for its type", () => {
    const meeting: UpcomingMeeting = {
      id: "m1",
      startsAt: "2026-03-14T19:00:00.000Z",
      studentName: "Lina Z.",
      type: "interview",
      major: "Economics",
      expectations: "Practise 'Why Yale?'",
      meetLink: "https://meet.jit.si/unibridge-abc",
    };
    const html = renderWithChanges(<UpcomingMeetings meetings={[meeting]} now="2026-03-10T15:00:00.000Z" reasonMax={500} />);
    expect(text(html)).toContain("Saturday, March 14, 2026");
    expect(text(html)).toContain("3:00 PM ET");
    expect(text(html)).toContain("Interview Preparation · with Lina Z.");
    expect(text(html)).toContain("Practise &#x27;Why Yale?&#x27;");
    expect(html).toContain('href="https://meet.jit.si/unibridge-abc"');
    expect(text(html)).toContain("Run the first 20 to 25 minutes as a real interview");
  });

  it("offers Cancel session, named for its student and time, until the session starts", () => {
    const meeting: UpcomingMeeting = { id: "m1", startsAt: "2026-03-14T19:00:00.000Z", studentName: "Lina Z.", type: "essay", major: "Economics", expectations: "", meetLink: null };
    const before = renderWithChanges(<UpcomingMeetings meetings={[meeting]} now="2026-03-10T15:00:00.000Z" reasonMax={500} />);
    expect(before).toMatch(/aria-label="Cancel the session with Lina Z. on Saturday, March 14, 2026, 3:00 PM ET"[^>]*>Cancel session</);
    expect(before).toContain('aria-haspopup="dialog"');
    expect(before).toMatch(/role="status"[^>]*data-testid="cancel-session-status"/);
    const running = renderWithChanges(<UpcomingMeetings meetings={[meeting]} now="2026-03-14T19:10:00.000Z" reasonMax={500} />);
    expect(running).not.toContain(">Cancel session<");
    expect(text(renderWithChanges(<UpcomingMeetings meetings={[meeting]} now="2026-03-10T15:00:00.000Z" reasonMax={500} />, { locale: "zh" }))).toContain("取消课程");
  });

  it("asks a mentor without a profile to create one", () => {
    const html = renderPage(<ProfileMissing />, { pageNamespaces: ["mentor-dashboard", "mentor-profile"] });
    expect(text(html)).toContain("Please complete your mentor profile to continue.");
    expect(html).toMatch(/href="\/create-mentor-profile"[^>]*>Create Profile/);
  });
  const recent: RecentMeeting[] = [
    { id: "m-held", startsAt: "2026-12-07T15:00:00.000Z", studentName: "Lina Z.", type: "essay", status: "held", reportUntil: "2026-12-09T16:00:00.000Z" },
    { id: "m-missed", startsAt: "2026-12-06T20:00:00.000Z", studentName: "Marco R.", type: "sat", status: "no_show", reportUntil: "2026-12-08T21:00:00.000Z" },
  ];

  it("lists recent sessions with a report button for a held one and the state of a reported one, in both languages", () => {
    const html = renderWithChanges(<RecentSessions meetings={recent} />);
    expect(text(html)).toContain("Recent Sessions");
    expect(html).toMatch(/aria-label="Report that Lina Z\. did not come"[^>]*>Student did not come/);
    expect(html).not.toContain("Report that Marco R.");
    expect(text(html)).toContain("Reported as missed");
    const zh = renderWithChanges(<RecentSessions meetings={recent} />, { locale: "zh" });
    expect(text(zh)).toContain("近期课程");
    expect(zh).toContain("报告 Lina Z. 未参加");
    expect(text(zh)).toContain("已报告缺席");
  });

  it("shows nothing without recent sessions", () => {
    expect(renderWithChanges(<RecentSessions meetings={[]} />)).toBe("");
  });
});
