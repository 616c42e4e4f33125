import type { Route } from "./+types/api.v1.meetings.$id.reschedule";
import { answerMeetingChange, meetingChangeMethodNotAllowed } from "~/features/meeting-lifecycle/meeting-change-api.server";
import { localeContext } from "~/lib/app-context.server";

// POST /api/v1/meetings/{id}/reschedule, JSON {"date":"YYYY-MM-DD","time":"HH:MM"} in US Eastern:
// the student moves a paid meeting to another free slot of its mentor -> {ok, startsAt}.
export function action(args: Route.ActionArgs) {
  return answerMeetingChange(args, "reschedule");
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return meetingChangeMethodNotAllowed(context.get(localeContext));
}
