import { createHmac } from "node:crypto";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { createLocalGateway } from "./create-local-gateway.server";
import { createStripeGateway } from "./create-stripe-gateway.server";

type GatewayConfig = Pick<Config, "appUrl" | "stripe">;

/** Stripe Checkout when a secret key is configured, otherwise the built-in test gateway. */
export function createPaymentGateway(config: GatewayConfig, { db }: { db: Db }): PaymentGateway {
  const { secretKey, apiBase } = config.stripe;
  if (secretKey) return createStripeGateway({ secretKey, apiBase });
  return createLocalGateway({ db, appUrl: config.appUrl });
}

/**
 * The secret payment webhooks are signed with: Stripe's endpoint secret, or for the local
 * gateway one derived from the auth secret, so it is stable across restarts and instances
 * without being configured separately.
 */
export function resolveWebhookSecret(config: Pick<Config, "stripe">, authSecret: string): string {
  if (config.stripe.webhookSecret) return config.stripe.webhookSecret;
  return `whsec_${createHmac("sha256", authSecret).update("unibridge local payment webhook").digest("base64url")}`;
}
