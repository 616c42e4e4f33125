import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { findUniversity } from "~content/universities";
import type { Route } from "./+types/schedule-meeting.$mentorId";
import { addToBasket } from "~/features/basket/basket-store";
import { getBookingMentor } from "~/features/booking/get-booking-mentor.server";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import { MentorNotFound } from "~/features/booking/mentor-not-found";
import { ScheduleMeetingPage } from "~/features/booking/schedule-meeting-page";
import { mentorIdSchema } from "~/features/mentors/mentor-api-answers.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { getSessionUser } from "~/lib/session.server";
import { PageMeta } from "~/ui/page-meta";

// Visitors may look, without prices (a submit sends them to /login); mentors and admins see that they cannot book.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getSessionUser({ request, context });
  const viewerRole = user?.role ?? null;
  const id = mentorIdSchema.safeParse(params.mentorId);
  const db = getServices(context).db;
  const strings = pageStrings(context.get(localeContext), "booking");
  const [mentor, weeks] = id.success
    ? await Promise.all([getBookingMentor(db, id.data), listFreeSlots(db, id.data)])
    : [null, null];
  if (!mentor || !weeks) return data({ mentor: null, weeks: [], viewerRole, strings }, { status: 404 });
  const { sessionPriceCents, satPriceCents, ...shown } = mentor;
  // Visitors see no prices, as on the mentor list: they are not even sent.
  const prices = user ? { sessionPriceCents, satPriceCents } : null;
  const college = findUniversity(mentor.college);
  const collegeNames = college ? { en: college.en, zh: college.zh } : null;
  return { mentor: { ...shown, collegeNames, prices }, weeks, viewerRole, strings };
}

export default function ScheduleMeeting({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("booking");
  const { mentor, weeks, viewerRole } = loaderData;
  if (!mentor) {
    return (
      <>
        <title>{t("schedule.notFound.metaTitle")}</title>
        <meta name="robots" content="noindex" />
        <MentorNotFound />
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={t("schedule.metaTitle", { name: mentor.name })}
        description={t("schedule.metaDescription", { name: mentor.name })}
        path={`/schedule-meeting/${encodeURIComponent(mentor.id)}`}
      />
      {/* Keyed by mentor: moving to another mentor's page starts a fresh form. */}
      <ScheduleMeetingPage key={mentor.id} mentor={mentor} weeks={weeks} viewerRole={viewerRole} onAddToBasket={addToBasket} />
    </>
  );
}
