import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/db.server";
import { migrateDatabase } from "~/db/migrate.server";
import { readSatBank, syncSatBank, type SatBank } from "~/features/sat-practice/sync-sat-bank.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string } | null;
  }
}

// Migrating per test is slow (PGlite takes seconds to create a database), so each run
// migrates once (and loads the SAT item bank, as the server does on start) and every test
// database is a copy of that template. The bank is rendered once for both templates, and the two
// are made at the same time: PGlite works in this process, PostgreSQL mostly in its server.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "unibridge-test-"));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const templateName = baseUrl ? `unibridge_tpl_${process.pid}_${Date.now()}` : null;
  const bank = readSatBank();
  const [templatePath] = await Promise.all([
    makePgliteTemplate(dir, bank),
    baseUrl && templateName ? makePostgresTemplate(baseUrl, templateName, bank) : undefined,
  ]);
  project.provide("pgliteTemplatePath", templatePath);

  if (baseUrl && templateName) {
    project.provide("postgresTemplate", { url: baseUrl, name: templateName });
  } else {
    project.provide("postgresTemplate", null);
    console.warn(
      "\nPGlite only: the [postgres] passes and the PostgreSQL concurrency suites do not run (TEST_DATABASE_URL is not set; see README).\n",
    );
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl && templateName) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}

async function makePgliteTemplate(dir: string, bank: SatBank): Promise<string> {
  const pglite = await openDatabase({});
  await migrateDatabase(pglite.db);
  await syncSatBank(pglite.db, bank);
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const templatePath = path.join(dir, "template.tar");
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return templatePath;
}

async function makePostgresTemplate(baseUrl: string, templateName: string, bank: SatBank): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  await admin.end();
  const tpl = await openDatabase({ databaseUrl: withDatabase(baseUrl, templateName), poolSize: 1 });
  await migrateDatabase(tpl.db);
  await syncSatBank(tpl.db, bank);
  await tpl.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
