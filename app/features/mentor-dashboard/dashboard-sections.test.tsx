import { describe, expect, it } from "vitest";
import { renderPage } from "~/test/render-page";
import { ProfileMissing } from "~/features/mentor-profile/profile-missing";
import { DashboardHeader } from "./dashboard-header";
import { EarningsTile } from "./earnings-tile";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { RecentRatings } from "./recent-ratings";
import { StudentsMentoredTile } from "./students-mentored";
import { UpcomingMeetings } from "./upcoming-meetings";

const header = { name: "Ngozi Adaeze Balogun", photoId: null, college: "yale", bio: "", emailVerified: true, ratingCount: 0, ratingSum: 0 };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("mentor dashboard sections", () => {
  it("shows the header as the spec asks: short name, 0.0 without ratings, college, no-bio text and Edit Profile", () => {
    const html = renderPage(<DashboardHeader header={header} />);
    expect(text(html)).toContain("Welcome, Ngozi B.");
    expect(text(html)).toContain("Verified mentor");
    expect(text(html)).toContain("0.0 average rating");
    expect(text(html)).toContain("Yale University");
    expect(text(html)).toContain("No bio added yet");
    expect(html).toMatch(/href="\/mentor-profile"[^>]*>.*Edit Profile/);
  });

  it("shows the average to one decimal and the college in Chinese", () => {
    const html = renderPage(<DashboardHeader header={{ ...header, ratingCount: 3, ratingSum: 14, bio: "Bio text" }} />, { locale: "zh" });
    expect(text(html)).toContain("平均评分 4.7");
    expect(text(html)).toContain("耶鲁大学");
    expect(text(html)).not.toContain("尚未添加个人简介");
  });

  const earnings = { grossCents: 14500, commissionCents: 2900, earnedCents: 11600, upcomingCents: 6800, pendingCents: 6800, availableCents: 4800, sessions: 2 };

  it("states how earnings are computed", () => {
    const html = renderPage(<EarningsTile earnings={earnings} payout={null} />);
    expect(text(html)).toContain("$116.00");
    expect(text(html)).toContain("Your 80% of $145.00 paid by students for 2 sessions, after the 20% platform commission ($29.00).");
    expect(text(html)).toContain("$68.00 of it is for sessions not yet held.");
  });

  it("splits the payout into pending and available and says whether the account is connected", () => {
    const connected = text(renderPage(<EarningsTile earnings={earnings} payout={{ connected: true, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null }} />));
    expect(connected).toContain("Pending: $68.00 (paid sessions not yet held)");
    expect(connected).toContain("Available: $48.00 (held, not yet paid out)");
    expect(connected).toContain("Payout account connected");
    expect(connected).not.toContain("Set up payouts");

    const notConnected = text(renderPage(<EarningsTile earnings={earnings} payout={{ connected: false, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null }} />, { locale: "zh" }));
    expect(notConnected).toContain("待结算：$68.00");
    expect(notConnected).toContain("收款账户未连接");
    expect(notConnected).toContain("设置收款");
    expect(connected).not.toContain("View balance and payouts");

    // With Stripe a connected mentor opens the Express dashboard from the tile.
    const stripe = renderPage(<EarningsTile earnings={earnings} payout={{ connected: true, onboardingUrl: "/payouts/stripe/onboarding", balanceUrl: "/payouts/stripe/dashboard" }} />);
    expect(stripe).toMatch(/href="\/payouts\/stripe\/dashboard"[^>]*>View balance and payouts/);
  });

  it("has the spec's empty states", () => {
    expect(text(renderPage(<UpcomingMeetings meetings={[]} />))).toContain("No upcoming meetings scheduled.");
    expect(text(renderPage(<RecentRatings ratings={[]} />))).toContain("No reviews yet");
    expect(text(renderPage(<StudentsMentoredTile students={[]} />))).toContain("Students Mentored");
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
    const html = renderPage(<UpcomingMeetings meetings={[meeting]} />);
    expect(text(html)).toContain("Saturday, March 14, 2026");
    expect(text(html)).toContain("3:00 PM ET");
    expect(text(html)).toContain("Interview Preparation · with Lina Z.");
    expect(text(html)).toContain("Practise &#x27;Why Yale?&#x27;");
    expect(html).toContain('href="https://meet.jit.si/unibridge-abc"');
    expect(text(html)).toContain("Run the first 20 to 25 minutes as a real interview");
  });

  it("asks a mentor without a profile to create one", () => {
    const html = renderPage(<ProfileMissing />);
    expect(text(html)).toContain("Please complete your mentor profile to continue.");
    expect(html).toMatch(/href="\/create-mentor-profile"[^>]*>Create Profile/);
  });
});
