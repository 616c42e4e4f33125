import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import pg from "pg";

// The database going away under a running server, as during a PostgreSQL restart: the server
// talks to PostgreSQL through a TCP proxy that the test cuts (every connection reset, new ones
// refused) and restores. The machine's PostgreSQL itself is never touched. Needs a PostgreSQL
// server (TEST_DATABASE_URL, as the integration tests; CI always sets it).
const adminUrl = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that can be cut (connections reset, new ones refused) and restored. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.resetAndDestroy();
      });
    },
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

if (adminUrl) {
  test.describe("while the database is unreachable", () => {
    const name = `unibridge_e2e_outage_${randomBytes(4).toString("hex")}`;
    let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
    let server: ChildProcess | undefined;
    let baseUrl = "";

    async function admin(sql: string) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      await admin(`create database ${name}`);
      const target = new URL(adminUrl!);
      proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const databaseUrl = new URL(adminUrl!);
      databaseUrl.host = `127.0.0.1:${proxy.port}`;
      databaseUrl.pathname = `/${name}`;
      const child = spawn(process.execPath, ["server.js"], {
        env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl.href, SMTP_URL: "", LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      server = child;
      let output = "";
      child.stdout!.on("data", (chunk) => (output += String(chunk)));
      child.stderr!.on("data", (chunk) => (output += String(chunk)));
      await expect.poll(() => /"port":(\d+)/.exec(output)?.[1], { timeout: 90_000 }).toBeTruthy();
      baseUrl = `http://127.0.0.1:${/"port":(\d+)/.exec(output)![1]}`;
    });

    test.afterAll(async () => {
      if (server) {
        const exited = new Promise((resolve) => server!.once("exit", resolve));
        server.kill("SIGKILL");
        await exited;
      }
      await proxy?.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    test("pages and the JSON API answer 503 with Retry-After in the user's language, and work again once it is back", async () => {
      // The pool holds open connections before the cut (list pages are kept 5 s, so none is read before it).
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

      await proxy.cut();
      const page = await fetch(`${baseUrl}/mentors`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      const english = await page.text();
      expect(english).toContain("Back in a moment");
      expect(english).toContain("The service is briefly unavailable. Please try again in a few seconds.");

      const chinese = await fetch(`${baseUrl}/top-mentors`, { headers: { Cookie: "lang=zh" } });
      expect(chinese.status).toBe(503);
      expect(chinese.headers.get("retry-after")).toBe("5");
      expect(await chinese.text()).toContain("服务暂时不可用，请过几秒钟再试。");

      const api = await fetch(`${baseUrl}/api/v1/mentors`);
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(await api.json()).toEqual({ error: "service_unavailable", message: "The service is briefly unavailable. Please try again in a few seconds." });

      await proxy.restore();
      // The connections cut under the pool are replaced: the next page works at once.
      const back = await fetch(`${baseUrl}/mentors`);
      expect(back.status).toBe(200);
    });
  });
}
