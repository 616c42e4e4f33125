import type { Route } from "./+types/api.v1.meetings.$id.cancel";
import { answerMeetingChange, meetingChangeMethodNotAllowed } from "~/features/meeting-lifecycle/meeting-change-api.server";
import { localeContext } from "~/lib/app-context.server";

// POST /api/v1/meetings/{id}/cancel, optional JSON {"reason"}: the student or the mentor cancels
// a paid meeting before it starts -> {ok, refundCents, cancelledBy}.
export function action(args: Route.ActionArgs) {
  return answerMeetingChange(args, "cancel");
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return meetingChangeMethodNotAllowed(context.get(localeContext));
}
