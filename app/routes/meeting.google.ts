import { z } from "zod";
import type { Route } from "./+types/meeting.google";
import { createConnectState } from "~/features/google-calendar/connect-state.server";
import { authorizationUrl } from "~/features/google-calendar/google-api.server";
import { googleCalendarOf } from "~/features/google-calendar/google-calendar.server";
import { disconnectGoogle, dismissGooglePrompt } from "~/features/google-calendar/google-connection.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { getSessionUser } from "~/lib/session.server";

const noStore = { "Cache-Control": "no-store" };

async function signedInMentor(args: { request: Request; context: Route.LoaderArgs["context"] }) {
  const locale = args.context.get(localeContext);
  const user = await getSessionUser(args);
  if (!user) return { refusal: jsonError("unauthorized", { locale }) };
  if (user.role !== "mentor") return { refusal: jsonError("forbidden", { locale }) };
  const services = getServices(args.context);
  const google = await googleCalendarOf(services);
  if (!google) return { refusal: jsonError("not_found", { locale }) };
  return { user, services, google, locale };
}

// GET /meeting/google (spec §7): where the signed-in mentor's browser goes to connect Google
// Calendar. The state in the URL is single-use, for this mentor, for ten minutes.
export async function loader(args: Route.LoaderArgs) {
  const asker = await signedInMentor(args);
  if ("refusal" in asker) return asker.refusal;
  const { user, services, google, locale } = asker;
  try {
    const state = await createConnectState(services.db, user.id, services.clock.now());
    return Response.json({ authUrl: authorizationUrl(google.settings, state) }, { headers: noStore });
  } catch (error) {
    return jsonFailure(error, { locale, logger: services.logger, what: "google connect" });
  }
}

const intentSchema = z.object({ intent: z.enum(["disconnect", "later"]) });

// POST /meeting/google: "disconnect" revokes the grant at Google and forgets the tokens; "later"
// remembers 'Maybe Later' on the introduction dialog. Always the caller's own account.
export async function action(args: Route.ActionArgs) {
  const asker = await signedInMentor(args);
  if ("refusal" in asker) return asker.refusal;
  const { user, services, google, locale } = asker;
  const parsed = intentSchema.safeParse(Object.fromEntries(await args.request.formData().catch(() => new FormData())));
  if (!parsed.success) return jsonError("invalid_request", { locale });
  try {
    if (parsed.data.intent === "later") {
      await dismissGooglePrompt(services.db, user.id);
      return Response.json({ ok: true }, { headers: noStore });
    }
    const { revoked } = await disconnectGoogle(services.db, google, user.id);
    if (!revoked) services.logger.warn({ userId: user.id }, "Google did not confirm the revocation; the tokens were deleted here");
    return Response.json({ ok: true, revoked }, { headers: noStore });
  } catch (error) {
    return jsonFailure(error, { locale, logger: services.logger, what: "google disconnect" });
  }
}
