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
  close(): Promise<void>;
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, "open" | "complete" | "expired">();
  let counter = 0;

  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.test");
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, form });
      route(req.method ?? "", url.pathname, form, res);
    });
  });

  function route(method: string, path: string, form: Record<string, string>, res: ServerResponse) {
    let match: RegExpExecArray | null;
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
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    completeSession(sessionId) {
      sessions.set(sessionId, "complete");
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
