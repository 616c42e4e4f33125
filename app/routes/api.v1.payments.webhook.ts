import type { Route } from "./+types/api.v1.payments.webhook";
import { InvalidPaymentWebhookError, receivePaymentWebhook } from "~/features/payments/receive-payment-webhook.server";
import { getServices } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { PayloadTooLargeError, readTextWithin } from "~/lib/read-body.server";

// Stripe's checkout events are a few kilobytes.
const MAX_WEBHOOK_BYTES = 512 * 1024;

// POST /api/v1/payments/webhook: Stripe's (or the local gateway's) signed checkout events.
// Any answer but 2xx makes Stripe retry, so only a request we can never accept gets a 400: a bad
// or missing signature, one dated outside 5 minutes either way, a body that is no event. A signed
// payment whose amount or currency is not the checkout's is authentic, and Stripe would resend the
// same event for days: it is answered 200 with nothing changed (the checkout stays unpaid, its hold
// lapses as usual) and logged as an error with the checkout id, for a person to refund.
// The payment provider reads codes, not messages: answers carry none.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const services = getServices(context);
  try {
    const result = await receivePaymentWebhook(services.db, {
      rawBody: await readTextWithin(request, MAX_WEBHOOK_BYTES),
      signature: request.headers.get("stripe-signature"),
      secret: services.webhookSecret,
      logger: services.logger,
    });
    if (result.outcome === "paid" || result.outcome === "connected") services.notifyJobs();
    return Response.json({ received: true });
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return jsonError("payload_too_large");
    if (error instanceof InvalidPaymentWebhookError) {
      services.logger.warn({ reason: error.reason }, "payment webhook refused");
      return jsonError("invalid_webhook", { extra: { reason: error.reason } });
    }
    throw error;
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
