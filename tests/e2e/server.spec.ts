import { existsSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { baseURL, signInAs, test } from "./fixtures";
import { runServer } from "./run-server";

test("health, security headers, compression and cached assets", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const home = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  const headers = home.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  expect(headers["content-encoding"]).toBe("gzip");
  expect(headers["strict-transport-security"]).toBeUndefined();

  // The page paints before its modules load or run (app/lib/app-scripts.tsx): no module preload
  // in the HTML, the module script held for the script that starts both after the first paint.
  const html = await home.text();
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).toMatch(/<script[^>]*type="text\/plain"[^>]*data-after-paint=""/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  // It preloads the language chunk, the client entry and the shell chunk, not each small chunk.
  const preloaded = JSON.parse(/\}\)\((\[[^\]]*\])\);<\/script>/.exec(html)?.[1] ?? "[]") as string[];
  expect(preloaded.map((href) => href.replace(/-[\w-]+\.js$/, ""))).toEqual(["/assets/en", "/assets/entry.client", "/assets/shell"]);

  // The shell chunk: large enough to be compressed (the route facades are a few hundred bytes).
  const asset = /\/assets\/shell-[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(assetResponse.headers()["cache-control"]).toContain("max-age=31536000");
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  expect(assetResponse.headers()["x-content-type-options"]).toBe("nosniff");
  expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
  // A page's headers mean nothing on a script named by its hash; they would only weigh on every file.
  expect(assetResponse.headers()["content-security-policy"]).toBeUndefined();

  // To a browser that takes Brotli, the build's Brotli file as it is (vite.config.ts writes it); it
  // decodes to the same script a browser that takes neither gets.
  const brotli = await request.get(asset!, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
  expect(Number(brotli.headers()["content-length"])).toBe(statSync(path.join("build/client", `${asset}.br`)).size);
  const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
});

test("a cross-site POST is refused", async ({ request }) => {
  const response = await request.post("/resources/language", {
    form: { locale: "zh" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

test("a second process on the same DATA_DIR refuses to start", async () => {
  const second = runServer({ DATA_DIR: process.env.E2E_DATA_DIR!, PORT: "3911" });
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/already using the data directory/);
  // Printed as a log line like every other: one JSON object.
  for (const line of second.output().trim().split("\n")) expect(JSON.parse(line), line).toMatchObject({ level: 60 });
});

test("the server stops cleanly on SIGTERM and releases its data directory", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "unibridge-sigterm-"));
  const server = runServer({ DATA_DIR: dataDir, PORT: "3912", SEED_DEMO: "0" });
  await expect
    .poll(async () => (await fetch("http://localhost:3912/healthz").catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  expect(existsSync(path.join(dataDir, ".lock"))).toBe(true);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
  expect(server.output().trim().split("\n").map((line) => JSON.parse(line) as { msg: string }).at(-1)?.msg).toBe("Unibridge stopped (SIGTERM)");
});

test("a control character in any page's URL answers 400 with the message in the reader's language; an API answers JSON", async ({ request }) => {
  const english = await request.get("/top-mentors?ref=a%00b");
  expect(english.status()).toBe(400);
  expect(await english.text()).toContain("Please remove the invisible control characters (such as NUL) from what you entered and try again.");

  const chinese = await request.get("/schedule-meeting/%01", { headers: { Cookie: "lang=zh" } });
  expect(chinese.status()).toBe(400);
  expect(await chinese.text()).toContain("输入内容中含有不可见的控制字符（例如 NUL），请删除后重试。");

  const api = await request.get("/api/v1/mentors?q=%00");
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: "invalid_parameter", field: "q" });
});

test("students who see the same data share one render; a page with a student's own data is theirs", async ({ browser }) => {
  // Two students in their own browsers, with the same zone (the one thing the root sends about them).
  const students = await Promise.all(
    ["student7@example.com", "student8@example.com"].map(async (email) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, email);
      const zone = await page.request.post("/resources/time-zone", { form: { timeZone: "Asia/Shanghai" }, headers: { Origin: baseURL } });
      expect(zone.status()).toBe(200);
      return { context, request: page.request };
    }),
  );
  // A list no other test changes (the signed-in page shows mentors with free slots); the page ignores
  // `run`, which keeps a retry from finding this attempt's render.
  const url = `/mentors?major=philosophy&sort=rating&run=${Date.now()}`;
  const looks = [];
  for (const { request } of students) looks.push(await request.get(url));
  const pages = await Promise.all(looks.map((look) => look.text()));
  expect(looks.map((look) => look.status())).toEqual([200, 200]);
  expect(looks.map((look) => look.headers()["x-render-cache"])).toEqual(["miss", "hit"]);
  const nonces = pages.map((html) => /nonce="([^"]+)"/.exec(html)?.[1]);
  expect(nonces[0]).not.toBe(nonces[1]);
  const [firstPage, secondPage] = pages.map((html) => html.replace(/nonce="[^"]+"/g, 'nonce=""'));
  expect(secondPage).toBe(firstPage);

  // The dashboard carries the student's name and sessions: each gets their own.
  const dashboards = await Promise.all(students.map(async ({ request }) => (await request.get("/student-dashboard")).text()));
  expect(dashboards[0]).toContain("Chen Sitong");
  expect(dashboards[1]).toContain("Mia Fernández");
  expect(dashboards[1]).not.toContain("Chen Sitong");
  for (const { context } of students) await context.close();
});
