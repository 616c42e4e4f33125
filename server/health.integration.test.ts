import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDbKinds, type TestDatabase } from "~/test/test-database";
import { healthCheck } from "./health";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(database: Pick<TestDatabase, "db" | "kind">, reuseMs = 0) {
  const app = express();
  app.get("/healthz", healthCheck(database, { timeoutMs: 500, reuseMs }));
  server = app.listen(0);
  await new Promise((r) => server!.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

for (const kind of testDbKinds()) {
  describe(`/healthz [${kind}]`, () => {
    it(`answers 200 while the ${kind} database is reachable and 503 once it is not`, async () => {
      const database = await createTestDatabase(kind, 1);
      const url = await serve(database);
      const up = await fetch(url);
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: "ok", database: kind });
      expect(up.headers.get("cache-control")).toBe("no-store");

      await database.close();
      const down = await fetch(url);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await down.json()).toEqual({ status: "unavailable", database: kind });
    });

    it("asks the database once for probes that arrive together or within the reuse time", async () => {
      const database = await createTestDatabase(kind, 1);
      let queries = 0;
      const counted = { kind: database.kind, db: { execute: (query: unknown) => (queries++, database.db.execute(query as never)) } };
      const url = await serve(counted as unknown as TestDatabase, 60_000);
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(url)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await fetch(url)).status).toBe(200);
      expect(queries).toBe(1);
      await database.close();
    });
  });
}
