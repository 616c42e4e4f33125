import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { createPaymentGateway, resolveWebhookSecret } from "./create-payment-gateway.server";

const noStripe = { secretKey: undefined, webhookSecret: undefined, apiBase: undefined };

describe("createPaymentGateway", () => {
  it("uses Stripe when a secret key is configured, the local test gateway otherwise", () => {
    const db = {} as Db;
    expect(createPaymentGateway({ appUrl: "http://localhost:3000", stripe: { ...noStripe, secretKey: "sk_test_1" } }, { db }).provider).toBe("stripe");
    expect(createPaymentGateway({ appUrl: "http://localhost:3000", stripe: noStripe }, { db }).provider).toBe("local");
  });

  it("has the local gateway open sessions on its own test page", async () => {
    const gateway = createPaymentGateway({ appUrl: "http://localhost:3000", stripe: noStripe }, { db: {} as Db });
    const input = { checkoutId: "c1" } as Parameters<typeof gateway.createSession>[0];
    const [a, b] = [await gateway.createSession(input), await gateway.createSession(input)];
    expect(a.sessionId).toMatch(/^cs_local_[\w-]{32}$/);
    expect(a).toEqual({ provider: "local", sessionId: a.sessionId, url: `http://localhost:3000/pay/local/${a.sessionId}` });
    expect(b.sessionId).not.toBe(a.sessionId);
    await expect(gateway.transferToMentor({ itemId: "i", amountCents: 1, destinationAccountId: "acct", sourcePaymentId: "pi", checkoutId: "c1" })).rejects.toThrow();
  });
});

describe("resolveWebhookSecret", () => {
  it("is Stripe's endpoint secret when configured", () => {
    expect(resolveWebhookSecret({ stripe: { ...noStripe, webhookSecret: "whsec_from_stripe" } }, "auth-secret")).toBe("whsec_from_stripe");
  });

  it("is otherwise derived from the auth secret: stable, and different for another secret", () => {
    const secret = resolveWebhookSecret({ stripe: noStripe }, "auth-secret-one");
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(resolveWebhookSecret({ stripe: noStripe }, "auth-secret-one")).toBe(secret);
    expect(resolveWebhookSecret({ stripe: noStripe }, "auth-secret-two")).not.toBe(secret);
    expect(secret).not.toContain("auth-secret-one");
  });
});
