import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { isConnectionReset, isDatabaseUnavailable } from "./connection-errors";
import { settings } from "./schema/outbox";
import { createTestDatabase, describePostgres, type TestDatabase } from "~/test/test-database";

// Ending a statement's own session is what a PostgreSQL restart (or pg_terminate_backend from an
// operator) does to every connection; each statement counts its tries with a sequence, which a
// rollback does not undo. Only this suite's own connections are ended.
describePostgres("statements whose connection breaks", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 2);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function tries(sequence: string) {
    const result = (await database.db.execute(sql.raw(`select last_value, is_called from ${sequence}`))) as unknown as { rows: { last_value: string; is_called: boolean }[] };
    const row = result.rows[0]!;
    return row.is_called ? Number(row.last_value) : 0;
  }

  it("sends a read once more on a new connection, which succeeds", async () => {
    await database.db.execute(sql`create sequence read_tries`);
    const result = (await database.db.execute(sql`select pg_terminate_backend(pg_backend_pid()) as ended where nextval('read_tries') = 1`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([]);
    expect(await tries("read_tries")).toBe(2);
  });

  it("reports a read that fails again as the database being unavailable, after one retry only", async () => {
    await database.db.execute(sql`create sequence failing_read_tries`);
    const error = await database.db.execute(sql`select nextval('failing_read_tries'), pg_terminate_backend(pg_backend_pid())`).catch((e: unknown) => e);
    expect(isConnectionReset(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await tries("failing_read_tries")).toBe(2);
  });

  it("never repeats a write", async () => {
    await database.db.execute(sql`create sequence write_tries`);
    const error = await database.db
      .insert(settings)
      .values({ key: sql`'write-' || nextval('write_tries')`, value: sql`pg_terminate_backend(pg_backend_pid())::text` })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await tries("write_tries")).toBe(1);
  });

  it("reports a server that refuses connections as unavailable, without a retry", async () => {
    const port = await closedPort();
    const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/unibridge` });
    try {
      const error = await unreachable.db.select().from(settings).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isConnectionReset(error)).toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
