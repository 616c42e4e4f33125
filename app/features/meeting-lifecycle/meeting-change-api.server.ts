import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getServices, localeContext, type AppServices } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { isAppError, type AppErrorCode } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import { serverPageT } from "~/lib/page-strings.server";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { PayloadTooLargeError, readTextWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";
import { meetingIntentErrors } from "./meeting-intent-errors";
import { meetingIntentSchema } from "./meeting-requests";
import { runMeetingIntent } from "./run-meeting-intent.server";

// POST /api/v1/meetings/{id}/cancel and /reschedule: the dashboards' changes for other clients,
// through the same schema and service as /resources/meetings. JSON answers in the user's language.

const MAX_BODY_BYTES = 16 * 1024;
const noStore = { "Cache-Control": "no-store" };

/** Changes one person may make; each emails both participants, so a burst is refused. */
export const MEETING_CHANGE_RATE_RULE: RateRule = { window: 10 * 60, max: 20 };

const meetingIdSchema = z.uuid();

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export async function answerMeetingChange(args: Args, intent: "cancel" | "reschedule"): Promise<Response> {
  const { request, context } = args;
  const services = getServices(context);
  const locale = context.get(localeContext);
  const fail = (code: AppErrorCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    jsonError(code, { locale, extra, headers: { ...noStore, ...headers } });

  if (request.method !== "POST") return meetingChangeMethodNotAllowed(locale);
  const user = await getSessionUser(args);
  if (!user) return fail("unauthorized");
  if (user.role !== "student" && user.role !== "mentor") return fail("forbidden");
  const meetingId = meetingIdSchema.safeParse(args.params.id);
  if (!meetingId.success) return fail("meeting_not_found");

  const limit = await consumeRateLimit(services.db, `meeting-change:user:${user.id}`, MEETING_CHANGE_RATE_RULE, services.clock.now());
  if (!limit.allowed) return fail("too_many_requests", {}, { "Retry-After": String(limit.retryAfter) });

  const body = await readBody(request);
  if (body === "too_large") return fail("payload_too_large");
  if (body === "not_json") return fail("unsupported_media_type");
  if (body === "unreadable") return fail("bad_request");
  return runMeetingChange(services, { user: { id: user.id, name: user.name, role: user.role }, locale, values: { ...body, intent, meetingId: meetingId.data } });
}

/**
 * Checks a change to a meeting with the dashboards' schema and runs it for the signed-in student
 * or mentor, then wakes the workers: the JSON answer of `/resources/meetings` and the API alike.
 */
export async function runMeetingChange(
  services: AppServices,
  { user, locale, values }: { user: { id: string; name: string; role: "student" | "mentor" }; locale: Locale; values: Record<string, unknown> },
): Promise<Response> {
  const fail = (code: AppErrorCode, extra: Record<string, unknown> = {}) => jsonError(code, { locale, extra, headers: noStore });
  const parsed = meetingIntentSchema.safeParse(values);
  if (!parsed.success) {
    const t = serverPageT(locale, "meeting-changes");
    const fields = Object.fromEntries(Object.entries(meetingIntentErrors(parsed.error)).map(([field, key]) => [field, t(key.replace(/^meeting-changes:/, ""))]));
    return fail("invalid_request", { fields });
  }
  try {
    const answer = await runMeetingIntent(services.db, parsed.data, {
      actor: user,
      now: services.clock.now(),
      appUrl: services.config.appUrl,
      mailFrom: services.config.mailFrom,
    });
    services.notifyJobs();
    services.notifyOutbox();
    return Response.json(answer, { headers: noStore });
  } catch (error) {
    // A refusal about the new slot (not offered, too soon, the same one) names the field, as the checkout does.
    const field = isAppError(error) && error.status === 400 ? error.params.field : undefined;
    if (isAppError(error) && typeof field === "string") return fail("invalid_request", { fields: { [field]: serverT(locale, "errors")(error.code) } });
    return jsonFailure(error, { locale, logger: services.logger, what: `${parsed.data.intent} of a meeting failed`, headers: noStore });
  }
}

/** The answer to a GET: a change is made by POST only. */
export function meetingChangeMethodNotAllowed(locale: Locale): Response {
  return jsonError("method_not_allowed", { locale, headers: { ...noStore, Allow: "POST" } });
}

/**
 * The body as an object. JSON only: a cross-site form cannot send it without the browser asking
 * first. A request with no body and no content type at all is an empty request (a cancellation
 * without a reason), as the payment-account calls take it.
 */
async function readBody(request: Request): Promise<Record<string, unknown> | "too_large" | "not_json" | "unreadable"> {
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !/^application\/json\b/i.test(contentType)) return "not_json";
  let text: string;
  try {
    text = await readTextWithin(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return "too_large";
    throw error;
  }
  if (text.trim() === "") return {};
  if (contentType === null) return "not_json";
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : "unreadable";
  } catch {
    return "unreadable";
  }
}
