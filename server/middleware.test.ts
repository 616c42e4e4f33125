import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { originCheck } from "./origin-check";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(securityHeaders(false));
  app.use(originCheck("https://unibridge.example"));
  app.all("/{*splat}", (_req, res) => void res.send("ok"));
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("origin check", () => {
  it("allows reads from anywhere and writes from our own origin", async () => {
    expect((await fetch(`${base}/x`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
    expect((await fetch(`${base}/x`, { method: "POST", headers: { Origin: "https://unibridge.example" } })).status).toBe(200);
  });

  it("compares the whole origin with APP_URL's: scheme, host and port, whatever the Host header says", async () => {
    const post = (origin: string, host?: string) =>
      fetch(`${base}/x`, { method: "POST", headers: { Origin: origin, ...(host ? { Host: host } : {}) } });
    expect((await post("https://unibridge.example", "unibridge.example")).status).toBe(200);
    for (const origin of ["http://unibridge.example", "https://unibridge.example:8443", "https://sub.unibridge.example", base]) {
      expect((await post(origin)).status, origin).toBe(403);
    }
    // The same host on another scheme or port was let through when only the host was compared.
    expect((await post("http://unibridge.example", "unibridge.example")).status).toBe(403);
    expect((await post("https://unibridge.example:8443", "unibridge.example:8443")).status).toBe(403);
    expect((await post(base, new URL(base).host)).status).toBe(403);
  });

  it("refuses cross-site writes, forms and JSON alike", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${base}/x`, { method, headers: { Origin: "https://evil.example" } });
      expect(response.status, method).toBe(403);
    }
    expect((await fetch(`${base}/x`, { method: "POST", headers: { Origin: "null" } })).status).toBe(403);
  });

  it("lets the payment provider's webhook through: it sends no Origin and is checked by its signature", async () => {
    const response = await fetch(`${base}/api/v1/payments/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": "t=1,v1=abc", "User-Agent": "Stripe/1.0" },
      body: JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }),
    });
    expect(response.status).toBe(200);
  });
});

describe("security headers", () => {
  it("sets a nonce-based CSP and the other headers; HSTS only on https", async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const https = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("uses a new nonce for every response", async () => {
    expect(contentSecurityPolicy("a", false)).not.toBe(contentSecurityPolicy("b", false));
    const [a, b] = await Promise.all([fetch(`${base}/`), fetch(`${base}/`)]);
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
  });
});
