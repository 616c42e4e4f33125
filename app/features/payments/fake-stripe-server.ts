import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Test use only: a stand-in for the Stripe API on 127.0.0.1 (STRIPE_API_BASE points the SDK here),
// answering the few calls the gateway makes and keeping every request for assertions.

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form-encoded body as sent, keys in Stripe's bracket notation: "line_items[0][price_data][unit_amount]". */
  form: Record<string, string>;
}

export interface FakeStripeServer {
  url: string;
  requests: FakeStripeRequest[];
  /** The student paid this session: Stripe now refuses to expire it. */
  completeSession(sessionId: string): void;
  /** The mentor finished Express onboarding: the account can take charges and payouts. */
  completeOnboarding(accountId: string): void;
  /** A connected account's balance, in cents (USD). */
  setBalance(accountId: string, balance: { availableCents: number; pendingCents: number }): void;
  close(): Promise<void>;
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, "open" | "complete" | "expired">();
  const accounts = new Map<string, { onboarded: boolean; balance: { availableCents: number; pendingCents: number } }>();
  // Stripe answers a repeated Idempotency-Key with the first answer.
  const idempotent = new Map<string, unknown>();
  let counter = 0;

  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.test");
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, form });
      const key = req.headers["idempotency-key"];
      const replay = typeof key === "string" ? idempotent.get(`${url.pathname}:${key}`) : undefined;
      if (replay) return send(res, 200, replay);
      route(req.method ?? "", url.pathname, form, res, req.headers, (body) => {
        if (typeof key === "string") idempotent.set(`${url.pathname}:${key}`, body);
      });
    });
  });

  function route(method: string, path: string, form: Record<string, string>, res: ServerResponse, headers: IncomingMessage["headers"], remember: (body: unknown) => void) {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/accounts") {
      const id = `acct_fake${++counter}`;
      accounts.set(id, { onboarded: false, balance: { availableCents: 0, pendingCents: 0 } });
      const body = accountBody(id);
      remember(body);
      return send(res, 200, body);
    }
    if (method === "GET" && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      if (!accounts.has(match[1]!)) return send(res, 404, { error: { type: "invalid_request_error", message: "No such account" } });
      return send(res, 200, accountBody(match[1]!));
    }
    if (method === "POST" && (match = /^\/v1\/accounts\/([^/]+)\/login_links$/.exec(path))) {
      if (!accounts.get(match[1]!)?.onboarded) return send(res, 400, { error: { type: "invalid_request_error", message: "Cannot create a login link for an account that has not completed onboarding." } });
      return send(res, 200, { object: "login_link", url: `https://connect.stripe.test/express/${match[1]}/${++counter}` });
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!accounts.has(form.account ?? "")) return send(res, 400, { error: { type: "invalid_request_error", message: "No such account" } });
      return send(res, 200, { object: "account_link", url: `https://connect.stripe.test/setup/e/${form.account}/${++counter}`, expires_at: 0 });
    }
    if (method === "GET" && path === "/v1/balance") {
      const account = accounts.get(String(headers["stripe-account"] ?? ""));
      if (!account) return send(res, 403, { error: { type: "invalid_request_error", message: "No such connected account" } });
      return send(res, 200, {
        object: "balance",
        available: [{ amount: account.balance.availableCents, currency: "usd" }],
        pending: [{ amount: account.balance.pendingCents, currency: "usd" }],
      });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_fake${++counter}`;
      sessions.set(id, "open");
      return send(res, 200, { id, object: "checkout.session", status: "open", url: `https://checkout.stripe.test/c/pay/${id}`, metadata: {} });
    }
    if (method === "POST" && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const id = match[1]!;
      if (sessions.get(id) !== "open") {
        return send(res, 400, { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status in ["open"] can be expired.` } });
      }
      sessions.set(id, "expired");
      return send(res, 200, { id, object: "checkout.session", status: "expired" });
    }
    if (method === "GET" && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const status = sessions.get(match[1]!);
      if (!status) return send(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      return send(res, 200, { id: match[1], object: "checkout.session", status });
    }
    if (method === "GET" && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return send(res, 200, { id: match[1], object: "payment_intent", latest_charge: `ch_for_${match[1]}` });
    }
    if (method === "POST" && path === "/v1/transfers") {
      return send(res, 200, { id: `tr_fake${++counter}`, object: "transfer", amount: Number(form.amount), destination: form.destination });
    }
    if (method === "POST" && (match = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path))) {
      const body = { id: `trr_fake${++counter}`, object: "transfer_reversal", amount: Number(form.amount), transfer: match[1] };
      remember(body);
      return send(res, 200, body);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const body = { id: `re_fake${++counter}`, object: "refund", status: "succeeded", amount: Number(form.amount), payment_intent: form.payment_intent ?? null, charge: form.charge ?? null };
      remember(body);
      return send(res, 200, body);
    }
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } });
  }

  function accountBody(id: string) {
    const onboarded = accounts.get(id)?.onboarded ?? false;
    return { id, object: "account", type: "express", charges_enabled: onboarded, payouts_enabled: onboarded, details_submitted: onboarded };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    completeSession(sessionId) {
      sessions.set(sessionId, "complete");
    },
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (account) account.onboarded = true;
    },
    setBalance(accountId, balance) {
      const account = accounts.get(accountId);
      if (account) account.balance = balance;
    },
    close() {
      // The SDK keeps connections alive; they would hold close() open.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}
