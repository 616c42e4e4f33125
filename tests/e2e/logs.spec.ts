import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { healthStatus, runServer } from "./run-server";

const port = 3913;
const appUrl = `http://localhost:${port}`;

test("a request whose query fails writes single-line JSON logs without the query's parameters", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "unibridge-logs-"));
  const env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: appUrl, SEED_DEMO: "0", LOG_LEVEL: "info" };

  // The first start creates and migrates the database.
  const first = runServer(env);
  await expect.poll(() => healthStatus(appUrl), { timeout: 90_000 }).toBe(200);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  // A constraint that refuses every new account: a sign-up's insert, carrying the person's name
  // and address as parameters, fails in the database.
  const database = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  await database.exec("alter table users add constraint refuse_new_accounts check (false) not valid");
  await database.close();

  const server = runServer(env);
  await expect.poll(() => healthStatus(appUrl), { timeout: 90_000 }).toBe(200);
  const response = await fetch(`${appUrl}/signup`, {
    method: "POST",
    headers: { Origin: appUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ role: "student", name: "Wilhelmina Quartermaine", email: "wilhelmina.q@example.org", password: "Lantern-Harbor-42" }),
    redirect: "manual",
  });
  expect(response.status).toBe(500);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);

  const lines = server.output().split("\n").filter((line) => line !== "");
  const entries = lines.map((line) => {
    let entry: unknown;
    expect(() => (entry = JSON.parse(line)), `not one JSON object: ${line}`).not.toThrow();
    expect(entry, line).toBeInstanceOf(Object);
    return entry as { level: number; err?: { message?: string; code?: string } };
  });
  // The failure is logged, with what a developer needs: the statement, the SQLSTATE and the constraint.
  const failure = entries.find((entry) => entry.level >= 50 && entry.err);
  expect(failure?.err?.message).toContain('insert into "users"');
  expect(JSON.stringify(failure)).toContain("refuse_new_accounts");
  expect(server.output()).not.toMatch(/wilhelmina|quartermaine/i);
});
