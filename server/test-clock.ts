import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { AdjustableClock } from "~/lib/clock.server";
import { hasForwardingHeaders, isLoopbackAddress } from "~/lib/local-request.server";

/** Where end-to-end tests read and move the server's clock; mounted only when TEST_CLOCK=1. */
export const TEST_CLOCK_PATH = "/__test/clock";

// At most a year either way: enough to pass any meeting's start, small enough to catch a unit slip.
const MAX_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;
const offsetBody = z.object({ offsetMs: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) });

/**
 * GET: `{ now, offsetMs }`. PUT `{ offsetMs }`: the clock runs that far ahead of real time from
 * now on (0 puts it back). Answers only a connection from this machine that no proxy relayed
 * (404 otherwise), on top of existing only in a server started with TEST_CLOCK=1.
 */
export function testClockRouter(clock: AdjustableClock): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (typeof value === "string" ? [[name, value]] : [])));
    if (!isLoopbackAddress(req.socket.remoteAddress) || hasForwardingHeaders(headers)) return void res.status(404).end();
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  const answer = (res: Response) => res.json({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });
  router.get("/", (_req, res) => answer(res));
  router.put("/", express.json({ limit: "1kb" }), (req: Request, res: Response) => {
    const parsed = offsetBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: "invalid_request" });
    clock.setOffset(parsed.data.offsetMs);
    answer(res);
  });
  return router;
}
