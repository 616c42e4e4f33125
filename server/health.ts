import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/connection-errors";
import type { Database } from "~/db/db.server";

/** GET /healthz: 200 when the database answers within the timeout, 503 with Retry-After otherwise. */
export function healthCheck(database: Pick<Database, "db" | "kind">, timeoutMs = 2000): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await withTimeout(database.db.execute(sql`select 1`), timeoutMs);
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
