import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { getServices, localeContext, type AppServices } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import type { AppErrorCode } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { PayloadTooLargeError, readTextWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";
import { createStripeClient } from "./create-stripe-gateway.server";
import { getPayoutAccount, type PayoutAccount } from "./payout-account.server";
import { stripePayoutAccounts, type StripePayoutAccounts } from "./stripe-payout-accounts.server";

const MAX_BODY_BYTES = 4 * 1024;
export const noStore = { "Cache-Control": "no-store" };

/**
 * What the spec's client sends (stripeAccountId, userId). Checked for shape, then ignored: the
 * account is always the signed-in mentor's, read from our database.
 */
const payoutRequestSchema = z.strictObject({
  stripeAccountId: z.string().max(255).optional(),
  userId: z.string().max(255).optional(),
});

export interface PayoutCall {
  db: DbOrTx;
  services: AppServices;
  mentorId: string;
  email: string;
  account: PayoutAccount;
  /** Stripe Connect when STRIPE_SECRET_KEY is set; null for the local test accounts. */
  stripe: StripePayoutAccounts | null;
  locale: Locale;
  fail: (code: AppErrorCode) => Response;
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * One payment-account call (spec §7): POST with a JSON body (or none), by a signed-in mentor with a
 * profile, on a server whose payouts run locally. Answers JSON in the user's language.
 */
export async function handlePayoutCall(args: Args, handle: (call: PayoutCall) => Promise<Response>): Promise<Response> {
  const { request, context } = args;
  const services = getServices(context);
  const locale = context.get(localeContext);
  const fail = (code: AppErrorCode, headers: Record<string, string> = {}) => jsonError(code, { locale, headers: { ...noStore, ...headers } });

  if (request.method !== "POST") return fail("method_not_allowed", { Allow: "POST" });
  const user = await getSessionUser(args);
  if (!user) return fail("unauthorized");
  if (user.role !== "mentor") return fail("forbidden");
  const body = await readBody(request);
  if (body === "too_large") return fail("payload_too_large");
  if (body === "not_json") return fail("unsupported_media_type");
  if (!payoutRequestSchema.safeParse(body).success) return fail("invalid_request");
  const stripe = stripePayoutsOf(services);
  if (services.paymentGateway.provider === "stripe" && !stripe) return fail("not_found");

  const account = await getPayoutAccount(services.db, user.id);
  if (!account) return fail("mentor_profile_required");
  try {
    return await handle({ db: services.db, services, mentorId: user.id, email: user.email, account, stripe, locale, fail });
  } catch (error) {
    return jsonFailure(error, { locale, logger: services.logger, what: "a payout account call failed", headers: noStore });
  }
}

/** Stripe Connect for payout accounts when the server takes payments with Stripe; null in local mode. */
export function stripePayoutsOf(services: AppServices): StripePayoutAccounts | null {
  const { secretKey, apiBase } = services.config.stripe ?? {};
  return services.paymentGateway.provider === "stripe" && secretKey ? stripePayoutAccounts(createStripeClient({ secretKey, apiBase })) : null;
}

/** The answer to a GET: these calls change or read private state, by POST only. */
export function payoutMethodNotAllowed(context: Readonly<RouterContextProvider>): Response {
  return jsonError("method_not_allowed", { locale: context.get(localeContext), headers: { ...noStore, Allow: "POST" } });
}

/** An empty body is an empty request; anything else must be JSON. */
async function readBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readTextWithin(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return "too_large";
    throw error;
  }
  if (text.trim() === "") return {};
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return "not_json";
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
