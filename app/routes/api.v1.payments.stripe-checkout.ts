import type { Route } from "./+types/api.v1.payments.stripe-checkout";
import { checkoutFieldErrors, checkoutRequestSchema, idempotencyKeySchema } from "~/features/booking/checkout-request";
import { createCheckout, SlotTakenError } from "~/features/booking/create-checkout.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { isAppError, type AppErrorCode } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { PayloadTooLargeError, readTextWithin } from "~/lib/read-body.server";

// A full basket (20 items with long goals) is well under this.
const MAX_CHECKOUT_BYTES = 256 * 1024;

// POST /api/v1/payments/stripe-checkout (spec §7, kept as the public API): holds the requested
// slots and answers the payment page's URL. Prices come from the database, never from the body.
// Messages are in the user's language.

/** Checkouts a student may start; each holds slots for 30 minutes, so a burst is refused. */
export const CHECKOUT_RATE_RULE: RateRule = { window: 10 * 60, max: 20 };

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const locale = context.get(localeContext);
  const t = serverT(locale, "errors");
  const fail = (code: AppErrorCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    jsonError(code, { locale, extra, headers: { ...noStore, ...headers } });

  if (request.method !== "POST") return methodNotAllowed(locale);
  const user = await getSessionUser({ request, context });
  if (!user) return fail("unauthorized");
  if (user.role !== "student") return fail("forbidden");
  // JSON only: a cross-site form cannot send it without the browser asking first.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return fail("unsupported_media_type");

  const idempotencyKey = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!idempotencyKey.success) return fail("invalid_idempotency_key");

  const limit = await consumeRateLimit(services.db, `checkout:user:${user.id}`, CHECKOUT_RATE_RULE);
  if (!limit.allowed) return fail("too_many_requests", {}, { "Retry-After": String(limit.retryAfter) });

  let body: unknown;
  try {
    body = JSON.parse(await readTextWithin(request, MAX_CHECKOUT_BYTES));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return fail("payload_too_large");
    return fail("bad_request");
  }
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(checkoutFieldErrors(parsed.error)).map(([path, key]) => [path, t(key)]));
    return fail("invalid_request", { fields });
  }

  try {
    const result = await createCheckout(services.db, {
      student: { id: user.id, email: user.email },
      request: parsed.data,
      gateway: services.paymentGateway,
      appUrl: services.config.appUrl,
      locale,
      idempotencyKey: idempotencyKey.data,
    });
    return Response.json(result, { headers: noStore });
  } catch (error) {
    if (error instanceof SlotTakenError) return fail("slot_taken", { slots: error.slots });
    // A refusal about one meeting of the request is shown under that meeting's field.
    const field = isAppError(error) && error.status === 400 ? error.params.field : undefined;
    if (isAppError(error) && typeof field === "string") return fail("invalid_request", { fields: { [field]: t(error.code) } });
    return jsonFailure(error, { locale, logger: services.logger, what: "creating a checkout failed", headers: noStore });
  }
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context.get(localeContext));
}

function methodNotAllowed(locale: Locale) {
  return jsonError("method_not_allowed", { locale, headers: { ...noStore, Allow: "POST" } });
}
