import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { lastErrorHandler, redactUrl, requestLog } from "./request-log";

const lines: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(requestLog(logger));
  app.get("/broken", () => {
    throw new Error("lookup failed for wilhelmina.q@example.org");
  });
  app.all("/{*splat}", (_req, res) => void res.send("ok"));
  app.use(lastErrorHandler(logger));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("logs an error that reaches Express as one JSON line, without the address it carries, and answers 500", async () => {
  lines.length = 0;
  const response = await fetch(`${base}/broken`);
  expect(response.status).toBe(500);
  expect(await response.text()).toBe("Internal Server Error");
  await expect.poll(() => lines.length).toBe(2);
  const [failure, request] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(failure).toMatchObject({ level: 50, msg: "request failed", err: { message: "lookup failed for [address]" } });
  expect(request).toMatchObject({ msg: "request", status: 500, url: "/broken" });
  expect(lines.join("")).not.toContain("wilhelmina");
});

it("logs request URLs without addresses or one-time tokens", async () => {
  lines.length = 0;
  await fetch(`${base}/verify-email?email=wilhelmina.q%40example.org&lang=en`);
  await expect.poll(() => lines.length).toBe(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ url: "/verify-email?email=[redacted]&lang=en" });
});

it("redacts the secret of a private calendar feed's path", () => {
  expect(redactUrl("/calendar-feed/0b7c5d9e-2f4a-4c1b-9e8d-7a6b5c4d3e2f.abcDEF_-1/unibridge.ics")).toBe("/calendar-feed/[redacted]/unibridge.ics");
  expect(redactUrl("/calendar-feed/x.y/unibridge.ics?code=1")).toBe("/calendar-feed/[redacted]/unibridge.ics?code=[redacted]");
  expect(redactUrl("/mentor-dashboard#calendar-feed")).toBe("/mentor-dashboard#calendar-feed");
});

it("redacts the email, token and code query values only", () => {
  expect(redactUrl("/mentors?q=stanford&sort=rating")).toBe("/mentors?q=stanford&sort=rating");
  expect(redactUrl("/api/auth/verify-email?token=eyJhbGciOi.payload.sig&callbackURL=%2Fverified")).toBe(
    "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fverified",
  );
  expect(redactUrl("/reset-password?Token=abc&x")).toBe("/reset-password?Token=[redacted]&x");
  expect(redactUrl("/x?%65mail=a%40b.c")).toBe("/x?%65mail=[redacted]");
  expect(redactUrl("/no-query")).toBe("/no-query");
});
