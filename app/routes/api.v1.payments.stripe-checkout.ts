import type { Route } from "./+types/api.v1.payments.stripe-checkout";
import { checkoutFieldErrors, checkoutRequestSchema } from "~/features/booking/checkout-request";
import { createCheckout, SlotTakenError } from "~/features/booking/create-checkout.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { isAppError } from "~/lib/errors";
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
  const fail = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    Response.json({ error, message: t(error), ...extra }, { status, headers: { ...noStore, ...headers } });

  if (request.method !== "POST") return fail(405, "bad_request", {}, { Allow: "POST" });
  const user = await getSessionUser({ request, context });
  if (!user) return fail(401, "unauthorized");
  if (user.role !== "student") return fail(403, "forbidden");
  // JSON only: a cross-site form cannot send it without the browser asking first.
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return fail(415, "unsupported_media_type");

  const limit = await consumeRateLimit(services.db, `checkout:user:${user.id}`, CHECKOUT_RATE_RULE);
  if (!limit.allowed) return fail(429, "too_many_requests", {}, { "Retry-After": String(limit.retryAfter) });

  let body: unknown;
  try {
    body = JSON.parse(await readTextWithin(request, MAX_CHECKOUT_BYTES));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return fail(413, "payload_too_large");
    return fail(400, "bad_request");
  }
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(checkoutFieldErrors(parsed.error)).map(([path, key]) => [path, t(key)]));
    return fail(400, "invalid_request", { fields });
  }

  try {
    const result = await createCheckout(services.db, {
      student: { id: user.id, email: user.email },
      request: parsed.data,
      gateway: services.paymentGateway,
      appUrl: services.config.appUrl,
      locale,
    });
    return Response.json(result, { headers: noStore });
  } catch (error) {
    if (error instanceof SlotTakenError) return fail(409, "slot_taken", { slots: error.slots });
    if (isAppError(error)) {
      const field = error.params.field;
      if (error.status === 400 && typeof field === "string") return fail(400, "invalid_request", { fields: { [field]: t(error.code) } });
      return fail(error.status, error.code);
    }
    throw error;
  }
}
