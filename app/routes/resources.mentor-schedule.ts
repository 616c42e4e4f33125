import type { z } from "zod";
import type { Route } from "./+types/resources.mentor-schedule";
import { removeDateOverride, setDateOverride } from "~/features/mentor-schedule/change-date-override.server";
import { consumeScheduleSaveBudget } from "~/features/mentor-schedule/consume-save-budget.server";
import { replaceWeeklyHours } from "~/features/mentor-schedule/replace-weekly-hours.server";
import { weekToHours } from "~/features/mentor-schedule/availability-rules";
import { dateOverrideSchema, pricingSchema, removeDateOverrideSchema, weeklyHoursSchema } from "~/features/mentor-schedule/schedule-schemas";
import { updateMentorPricing } from "~/features/mentor-schedule/update-mentor-pricing.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import type { Locale } from "~/lib/i18n";
import { serverPageT } from "~/lib/page-strings.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";

const FORM_MAX_BYTES = 32 * 1024;

// POST /resources/mentor-schedule: the mentor dashboard's pricing and availability sections save
// here (fetchers, JSON answers). Only a signed-in mentor, always their own profile: the mentor is
// the session's user, never an id from the request. Every change clears the shared list answers
// so students see new prices and hours at once.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  if (request.method !== "POST") return loader();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale });
  if (user.role !== "mentor") return jsonError("forbidden", { locale });

  let form: FormData;
  try {
    form = await readFormDataWithin(request, FORM_MAX_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale });
  }
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const { db, sharedReads, logger } = getServices(context);
  const budget = await consumeScheduleSaveBudget(db, user.id);
  if (!budget.allowed) return jsonError("too_many_requests", { locale, headers: { "Retry-After": String(budget.retryAfter) } });
  const intent = values.intent;
  try {
    let answer: Record<string, unknown>;
    if (intent === "pricing") {
      const parsed = pricingSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error, locale);
      answer = { pricing: await updateMentorPricing(db, user.id, parsed.data) };
    } else if (intent === "weekly-hours") {
      const parsed = weeklyHoursSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error, locale);
      const week: Record<number, { start: number; end: number }[]> = {};
      for (const { weekday, start, end } of parsed.data.week) (week[weekday] ??= []).push({ start, end });
      answer = await replaceWeeklyHours(db, user.id, weekToHours(week));
    } else if (intent === "add-date-override") {
      const parsed = dateOverrideSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error, locale);
      answer = await setDateOverride(db, user.id, parsed.data);
    } else if (intent === "remove-date-override") {
      const parsed = removeDateOverrideSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error, locale);
      answer = await removeDateOverride(db, user.id, parsed.data.date);
    } else {
      return jsonError("bad_request", { locale });
    }
    sharedReads.clear();
    return Response.json({ ok: true, intent, ...answer });
  } catch (error) {
    return jsonFailure(error, { locale, logger, what: `mentor schedule ${intent}` });
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}

/** 400 with the first message of each field, in the mentor's language. */
function invalid(error: z.ZodError, locale: Locale): Response {
  const t = serverPageT(locale, "mentorSchedule");
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const params = (issue as { params?: Record<string, string | number> }).params ?? {};
    fields[field] ??= t(issue.message, params);
  }
  return jsonError("invalid_request", { locale, extra: { fields } });
}
