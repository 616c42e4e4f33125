import { useTranslation } from "~/lib/i18n-react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/meeting-confirmation.$mentorId";
import { getCheckoutSummary } from "~/features/booking/get-checkout-summary.server";
import { MeetingConfirmationPage } from "~/features/booking/meeting-confirmation-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireUser } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

const query = z.object({ checkout: z.uuid() });

// The spec's page "needs navigation state, otherwise /mentors": here the state is a checkout of
// the signed-in student's own, for this mentor; anything else goes to /mentors.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw redirect("/mentors");
  const summary = await getCheckoutSummary(getServices(context).db, { checkoutId: parsed.data.checkout, studentId: user.id });
  const meeting = summary?.meetings.find((m) => m.mentorId === params.mentorId);
  if (!summary || !meeting) throw redirect("/mentors");
  return { meeting, status: summary.status, strings: pageStrings(context.get(localeContext), "booking") };
}

export default function MeetingConfirmation({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("booking");
  return (
    <>
      <title>{t("confirmation.meeting.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <MeetingConfirmationPage meeting={loaderData.meeting} status={loaderData.status} />
    </>
  );
}
