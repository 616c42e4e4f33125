import type { Route } from "./+types/api.v1.payments.webhook";
import { InvalidPaymentWebhookError, receivePaymentWebhook } from "~/features/payments/receive-payment-webhook.server";
import { getServices } from "~/lib/app-context.server";
import { PayloadTooLargeError, readTextWithin } from "~/lib/read-body.server";

// Stripe's checkout events are a few kilobytes.
const MAX_WEBHOOK_BYTES = 512 * 1024;

// POST /api/v1/payments/webhook: Stripe's (or the local gateway's) signed checkout events.
// Any answer but 2xx makes Stripe retry, so only a request we can never accept gets a 400.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
  const services = getServices(context);
  try {
    const result = await receivePaymentWebhook(services.db, {
      rawBody: await readTextWithin(request, MAX_WEBHOOK_BYTES),
      signature: request.headers.get("stripe-signature"),
      secret: services.webhookSecret,
      logger: services.logger,
    });
    if (result.outcome === "paid") services.notifyJobs();
    return Response.json({ received: true });
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return Response.json({ error: "payload_too_large" }, { status: 413 });
    if (error instanceof InvalidPaymentWebhookError) {
      services.logger.warn({ reason: error.reason }, "payment webhook refused");
      return Response.json({ error: "invalid_webhook", reason: error.reason }, { status: 400 });
    }
    throw error;
  }
}

export function loader() {
  return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
