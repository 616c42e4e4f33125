import { z } from "zod";
import type { Route } from "./+types/student-dashboard.sessions.$meetingId.invite-ics";
import { getSessionCalendarFile } from "~/features/student-dashboard/get-session-calendar-file.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { requireRole } from "~/lib/guards.server";

const meetingIdSchema = z.uuid();

// "Add to calendar" on My Sessions: the student's own paid session as an .ics file. Anyone
// else's meeting (or none) is 404, so the answer never says whether a meeting exists.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "student");
  const locale = context.get(localeContext);
  const meetingId = meetingIdSchema.safeParse(params.meetingId);
  if (!meetingId.success) return jsonError("not_found", { locale });
  const { db, config } = getServices(context);
  const file = await getSessionCalendarFile(db, {
    meetingId: meetingId.data,
    studentId: user.id,
    locale,
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    now: new Date(),
  });
  if (!file) return jsonError("not_found", { locale });
  return new Response(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
