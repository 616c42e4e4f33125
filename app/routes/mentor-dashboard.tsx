import { useTranslation } from "~/lib/i18n-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/mentor-dashboard";
import { utcToEasternSlot } from "~/features/booking/slots";
import { AutomaticMeetingsNotConfigured } from "~/features/calendar-feed/automatic-meetings-card";
import { CalendarFeedCard } from "~/features/calendar-feed/calendar-feed-card";
import { getCalendarFeedUrl } from "~/features/calendar-feed/calendar-feed-link.server";
import { GoogleCalendarCard } from "~/features/google-calendar/google-calendar-card";
import { getGoogleConnectionState } from "~/features/google-calendar/google-connection.server";
import { DashboardHeader } from "~/features/mentor-dashboard/dashboard-header";
import { EarningsTile } from "~/features/mentor-dashboard/earnings-tile";
import { getDashboardHeader } from "~/features/mentor-dashboard/get-dashboard-header.server";
import { getMentorEarnings } from "~/features/mentor-dashboard/get-mentor-earnings.server";
import { listMentoredStudents, listRecentMeetings, listUpcomingMeetings } from "~/features/mentor-dashboard/list-mentor-meetings.server";
import { listRecentRatings } from "~/features/mentor-dashboard/list-recent-ratings.server";
import { CANCEL_REASON_MAX } from "~/features/meeting-lifecycle/meeting-request-limits";
import { DashboardTiles, MentorDashboardLayout } from "~/features/mentor-dashboard/mentor-dashboard-layout";
import { MeetingGuidelines } from "~/features/mentor-dashboard/meeting-guidelines";
import { RecentRatings } from "~/features/mentor-dashboard/recent-ratings";
import { RecentSessions } from "~/features/mentor-dashboard/recent-sessions";
import { UpcomingSessionsTile } from "~/features/mentor-dashboard/upcoming-sessions-tile";
import { StudentsMentoredTile } from "~/features/mentor-dashboard/students-mentored";
import { MEETINGS_ACTION } from "~/features/mentor-dashboard/cancel-session-dialog";
import { UpcomingMeetings } from "~/features/mentor-dashboard/upcoming-meetings";
import { getPayoutAccount } from "~/features/payments/payout-account.server";
import { LOCAL_ONBOARDING_PATH, STRIPE_DASHBOARD_PATH, STRIPE_ONBOARDING_PATH } from "~/features/payments/payout-urls";
import { ProfileMissing } from "~/features/mentor-profile/profile-missing";
import { AvailabilitySection } from "~/features/mentor-schedule/availability-section";
import { getMentorSchedule } from "~/features/mentor-schedule/get-mentor-schedule.server";
import { PricingSection } from "~/features/mentor-schedule/pricing-section";
import { SharedMockExams } from "~/features/sat-mock/shared-mock-exams";
import { listSharedWithMentor } from "~/features/sat-mock/share-mock-attempt.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings, type PageStrings } from "~/lib/page-strings";
import { US_EASTERN } from "~/lib/time-zone";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  const { db, clock, config, paymentGateway } = getServices(args.context);
  const now = clock.now();
  // Every read is the signed-in mentor's own: the id comes from the session, never the request.
  const [header, earnings, students, upcoming, recent, ratings, schedule, calendarFeedUrl, payoutAccount, google, sharedExams] = await Promise.all([
    getDashboardHeader(db, user.id),
    getMentorEarnings(db, user.id, now),
    listMentoredStudents(db, user.id),
    listUpcomingMeetings(db, user.id, now),
    listRecentMeetings(db, user.id, now),
    listRecentRatings(db, user.id),
    getMentorSchedule(db, user.id, now),
    getCalendarFeedUrl(db, user.id, config.appUrl),
    getPayoutAccount(db, user.id),
    getGoogleConnectionState(db, user.id),
    listSharedWithMentor(db, user.id),
  ]);
  const locale = args.context.get(localeContext);
  // Spec §8: a mentor without a profile is asked to complete it (Create Profile, in mentor-profile's strings).
  if (!header || !schedule) return { profile: null, strings: pageStrings(locale, "mentor-dashboard", "mentor-profile") };
  const connected = payoutAccount?.connected ?? false;
  const payout =
    paymentGateway.provider === "local"
      ? { connected, onboardingUrl: LOCAL_ONBOARDING_PATH, balanceUrl: null }
      : { connected, onboardingUrl: STRIPE_ONBOARDING_PATH, balanceUrl: STRIPE_DASHBOARD_PATH };
  // Without the Google keys the card says so and points to the feed (spec §2, issue 13 item 7).
  const googleConfigured = Boolean(config.google.clientId && config.google.clientSecret);
  const lastAttemptFailed = new URL(args.request.url).searchParams.get("google") === "failed";
  return {
    profile: { header, earnings, students, upcoming, recent, ratings, schedule, calendarFeedUrl, payout },
    today: utcToEasternSlot(now).date,
    now: now.toISOString(),
    cancelReasonMax: CANCEL_REASON_MAX,
    // The dashboard's own strings, its Google Calendar and calendar feed cards', the pricing and
    // availability editors', "Cancel session" with the earnings' payout lines, and the payout onboarding.
    strings: pageStrings(locale, "mentor-dashboard", "google-calendar", "calendar", "mentorSchedule", "meeting-changes", "payouts"),
    // Only mentors whose students shared a mock exam load its strings.
    sharedExams: sharedExams.map((e) => ({ ...e, finishedAt: e.finishedAt?.toISOString() ?? null })),
    sharedStrings: sharedExams.length > 0 ? pageStrings(locale, "sat-mock") : null,
    timeZone: user.timeZone ?? US_EASTERN,
    googleCalendar: googleConfigured
      ? {
          connection: google.connection,
          lastAttemptFailed,
          // The introduction opens until connected or 'Maybe Later'; never over the payout onboarding.
          showIntro: google.connection === "none" && !google.promptDismissed && !lastAttemptFailed && connected,
        }
      : null,
  };
}

function SharedExamsSection({ strings, ...props }: { strings: PageStrings } & Parameters<typeof SharedMockExams>[0]) {
  usePageStrings(strings);
  return <SharedMockExams {...props} />;
}

// A cancellation or a no-show report reloads the page itself, once its answer is announced (upcoming-meetings.tsx, recent-sessions.tsx):
// reloading at once would remove the meeting, and its dialog, before the answer is read.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === MEETINGS_ACTION) return false;
  return defaultShouldRevalidate;
}

export default function MentorDashboard({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentor-dashboard");
  const title = (
    <>
      <title>{`${t("metaTitle")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (!loaderData.profile) {
    return (
      <>
        {title}
        <ProfileMissing />
      </>
    );
  }
  const { header, earnings, students, upcoming, recent, ratings, schedule, calendarFeedUrl, payout } = loaderData.profile;
  // Order of the spec (§2): header, calendar card, tiles, SAT tutoring and pricing, availability,
  // recent ratings, guidelines; the upcoming meetings follow the tiles that count them.
  return (
    <MentorDashboardLayout>
      {title}
      <DashboardHeader header={header} />
      {loaderData.googleCalendar ? <GoogleCalendarCard {...loaderData.googleCalendar} /> : <AutomaticMeetingsNotConfigured />}
      <CalendarFeedCard url={calendarFeedUrl} />
      <DashboardTiles label={t("tiles.label")}>
        <EarningsTile earnings={earnings} payout={payout} />
        <StudentsMentoredTile students={students} />
        <UpcomingSessionsTile meetings={upcoming} today={loaderData.today} />
      </DashboardTiles>
      <UpcomingMeetings meetings={upcoming} now={loaderData.now} reasonMax={loaderData.cancelReasonMax} />
      <RecentSessions meetings={recent} />
      {loaderData.sharedStrings ? <SharedExamsSection strings={loaderData.sharedStrings} exams={loaderData.sharedExams} timeZone={loaderData.timeZone} /> : null}
      <PricingSection pricing={schedule.pricing} />
      <AvailabilitySection schedule={schedule} />
      <RecentRatings ratings={ratings} />
      <MeetingGuidelines />
    </MentorDashboardLayout>
  );
}
