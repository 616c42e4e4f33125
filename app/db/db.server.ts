import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { isConnectionReset } from "./connection-errors";
import * as schema from "./schema";

export type Schema = typeof schema;
// Both drivers share this type, so services run unchanged on PGlite and PostgreSQL.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump (from dumpDataDir) to start from. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    retryReadsOnReset(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * A read sent outside a transaction (a SELECT: every page's queries but the few writes) that
 * fails because its connection broke is sent once more, on a new connection: after a database
 * restart or failover the pool's old connections fail on first use although the server is back.
 * Nothing else is repeated here: a write may have committed before its connection broke, and a
 * transaction's statements are sent on the transaction's own client, not through pool.query.
 */
export function retryReadsOnReset(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const retrying = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === "function") || !isRead(args[0])) return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionReset(error)) throw error;
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}

function isRead(statement: unknown): boolean {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*select\b/i.test(text);
}
