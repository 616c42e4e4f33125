import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/meeting.google.callback";
import { consumeConnectState } from "~/features/google-calendar/connect-state.server";
import { exchangeCode } from "~/features/google-calendar/google-api.server";
import { googleCalendarOf } from "~/features/google-calendar/google-calendar.server";
import { saveGoogleConnection } from "~/features/google-calendar/google-connection.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

const DASHBOARD = "/mentor-dashboard";
const FAILED = `${DASHBOARD}?google=failed`;

const callbackSchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});

// GET /meeting/google/callback: Google sends the mentor back here. Only the mentor who started
// the authorization, with its unused, unexpired state, gets the code exchanged and the tokens
// stored; anything else changes nothing and shows 'Connection Failed - Retry?' on the dashboard.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  const services = getServices(args.context);
  const google = await googleCalendarOf(services);
  if (!google) throw redirect(DASHBOARD);
  const parsed = callbackSchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!parsed.success) throw redirect(FAILED);
  const { state, code, error } = parsed.data;
  const now = services.clock.now();
  if (!(await consumeConnectState(services.db, state, user.id, now))) {
    services.logger.warn({ userId: user.id }, "Google callback with an unknown, used, expired or other user's state: refused");
    throw redirect(FAILED);
  }
  // The mentor declined on Google's consent screen.
  if (error || !code) throw redirect(FAILED);
  try {
    const tokens = await exchangeCode(google.settings, code, now);
    await saveGoogleConnection(services.db, google, user.id, tokens);
  } catch (err) {
    services.logger.warn({ err, userId: user.id }, "Google Calendar connection failed");
    throw redirect(FAILED);
  }
  throw redirect(DASHBOARD);
}
