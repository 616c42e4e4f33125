import { sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/connection-errors";
import type { Database } from "~/db/db.server";

export interface HealthCheckOptions {
  /** How long the database may take to answer (default 2 s). */
  timeoutMs?: number;
  /** How long an answer is reused (default 1 s): a load balancer polling many times a second costs one query a second. */
  reuseMs?: number;
}

/**
 * GET /healthz: 200 when the database answers within the timeout, 503 with Retry-After otherwise.
 * Probes that arrive together share one query, and an answer is reused for `reuseMs`.
 */
export function healthCheck(
  database: Pick<Database, "db" | "kind">,
  { timeoutMs = 2000, reuseMs = 1000 }: HealthCheckOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  const probe = () =>
    (inFlight ??= withTimeout(database.db.execute(sql`select 1`), timeoutMs)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { at: performance.now(), ok };
        inFlight = undefined;
        return ok;
      }));
  return async (_req, res) => {
    const ok = last && performance.now() - last.at < reuseMs ? last.ok : await probe();
    const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
    if (!ok) headers["Retry-After"] = String(DATABASE_RETRY_AFTER_SECONDS);
    res.writeHead(ok ? 200 : 503, headers).end(JSON.stringify({ status: ok ? "ok" : "unavailable", database: database.kind }));
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
