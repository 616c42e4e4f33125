import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdjustableClock } from "~/lib/clock.server";
import { TEST_CLOCK_PATH, testClockRouter } from "./test-clock";

const clock = createAdjustableClock(() => Date.UTC(2026, 10, 25, 12));
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(TEST_CLOCK_PATH, testClockRouter(clock));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${TEST_CLOCK_PATH}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const put = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "PUT", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("the test clock endpoint", () => {
  it("moves the clock and reports it, and 0 puts it back", async () => {
    const day = 86_400_000;
    const moved = await put({ offsetMs: 3 * day });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: "2026-11-28T12:00:00.000Z", offsetMs: 3 * day });
    expect(clock.now().toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(await (await fetch(url)).json()).toEqual({ now: "2026-11-28T12:00:00.000Z", offsetMs: 3 * day });

    expect((await put({ offsetMs: 0 })).status).toBe(200);
    expect(clock.now().toISOString()).toBe("2026-11-25T12:00:00.000Z");
  });

  it("refuses an offset that is not whole milliseconds within a year, and keeps the clock", async () => {
    for (const body of [{ offsetMs: 1.5 }, { offsetMs: "86400000" }, { offsetMs: 400 * 86_400_000 }, {}]) {
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(clock.offsetMs).toBe(0);
  });

  it("does not exist for a request a proxy relayed", async () => {
    expect((await put({ offsetMs: 60_000 }, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(404);
    expect((await fetch(url, { headers: { Forwarded: "for=203.0.113.9" } })).status).toBe(404);
    expect(clock.offsetMs).toBe(0);
  });
});
