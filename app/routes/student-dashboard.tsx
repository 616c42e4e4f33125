import { useTranslation } from "~/lib/i18n-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/student-dashboard";
import { ApplicationTracker } from "~/features/applications/application-tracker";
import { getApplicationTracker } from "~/features/applications/get-application-tracker.server";
import { CalendarFeedCard } from "~/features/calendar-feed/calendar-feed-card";
import { getCalendarFeedUrl } from "~/features/calendar-feed/calendar-feed-link.server";
import { RateMentorsPanel } from "~/features/ratings/rate-mentors-panel";
import { listMentorsToRate } from "~/features/ratings/rateable-meetings.server";
import { ActionCards } from "~/features/student-dashboard/action-cards";
import { listMetMentors } from "~/features/student-dashboard/list-met-mentors.server";
import { MentorFinder } from "~/features/student-dashboard/mentor-finder";
import { readMentorFinder } from "~/features/student-dashboard/recommend-mentors.server";
import { readStudentSessions } from "~/features/student-dashboard/session-view.server";
import { onlyDialogChanged } from "~/features/student-dashboard/use-dialog-param";
import { MEETING_CHANGES_ACTION } from "~/features/student-dashboard/use-meeting-change";
import { WelcomeBanner } from "~/features/student-dashboard/welcome-banner";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { usePageStrings } from "~/lib/page-strings";
import { pageStrings } from "~/lib/page-strings.server";

// Each section reads only the signed-in student's own data; sections are read in parallel.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "student");
  const { db, clock, config } = getServices(context);
  const locale = context.get(localeContext);
  const now = clock.now();
  const [finder, sessions, metMentors, mentorsToRate, applicationTracker, calendarFeedUrl] = await Promise.all([
    readMentorFinder(db, new URL(request.url).searchParams),
    readStudentSessions(db, { studentId: user.id, now, locale, timeZone: user.timeZone }),
    listMetMentors(db, { studentId: user.id }),
    listMentorsToRate(db, user.id, now),
    getApplicationTracker(db, user, now),
    getCalendarFeedUrl(db, user.id, config.appUrl),
  ]);
  // The dashboard's own strings, the calendar feed card's, the application tracker's, My
  // Sessions' session types and its cancel, reschedule and refund dialogs, and the rating form's.
  const strings = pageStrings(locale, "student-dashboard", "calendar", "applications", "meetings", "meeting-changes", "ratings");
  return { name: user.name, finder, sessions, metMentors, mentorsToRate, applicationTracker, calendarFeedUrl, strings };
}

// Opening or closing a dialog changes only the URL: the data on the page is still current.
// A change to a meeting reloads the page itself, once its answer is announced (use-meeting-change.ts).
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyDialogChanged(currentUrl, nextUrl)) return false;
  if (formAction === MEETING_CHANGES_ACTION) return false;
  return defaultShouldRevalidate;
}

export default function StudentDashboard({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("student-dashboard");
  return (
    <>
      <title>{`${t("title")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
        <WelcomeBanner name={loaderData.name} />
        <MentorFinder finder={loaderData.finder} />
        <ActionCards sessions={loaderData.sessions} metMentors={loaderData.metMentors} />
        <RateMentorsPanel mentors={loaderData.mentorsToRate} />
        <CalendarFeedCard url={loaderData.calendarFeedUrl} />
        <ApplicationTracker {...loaderData.applicationTracker} />
      </div>
    </>
  );
}
