import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openDatabase, type Database, type Db } from "~/db/db.server";
import { withDatabase } from "./global-setup";

export type TestDbKind = "pglite" | "postgres";

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Without it the global setup says
 * which suites do not run (npm test and CI always set it when a server is at hand).
 */
export function testDbKinds(): TestDbKind[] {
  return inject("postgresTemplate") ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends Database {
  url?: string;
}

/** A fresh, migrated database of the given kind; close() also drops a PostgreSQL one. */
export async function createTestDatabase(kind: TestDbKind, poolSize = 10): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dump = readFileSync(inject("pgliteTemplatePath"));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const template = inject("postgresTemplate");
  if (!template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `unibridge_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(template.url, `create database ${name} template ${template.name}`);
  const url = withDatabase(template.url, name);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(template.url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  // Two copies of one template at the same instant can clash; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    } finally {
      await client.end();
    }
  }
}

/**
 * A suite that needs a real PostgreSQL server (concurrency: PGlite runs one statement at a time
 * and would hide any race); declared only when TEST_DATABASE_URL is set. The suite opens its own
 * database (createTestDatabase("postgres", poolSize)).
 */
export function describePostgres(name: string, suite: () => void) {
  if (testDbKinds().includes("postgres")) describe(`${name} [postgres]`, suite);
}

/** Runs the suite once per database kind of this run, each with its own fresh database. */
export function describeEachDb(name: string, suite: (getDb: () => Db, kind: TestDbKind) => void) {
  for (const kind of testDbKinds()) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.close();
      });
      suite(() => database.db, kind);
    });
  }
}
