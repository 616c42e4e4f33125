import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDbKinds, type TestDatabase } from "~/test/test-database";
import { healthCheck } from "./health";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(database: TestDatabase) {
  const app = express();
  app.get("/healthz", healthCheck(database, 500));
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
  });
}
