import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";
import { contentSecurityPolicy, createNonce } from "./security-headers";

let server: Server;
let base: string;
let renders: number;
let clock: number;

beforeEach(async () => {
  renders = 0;
  clock = 0;
  const app = express();
  // As in server/app.ts: responses are compressed for clients that ask (fetch does).
  app.use(compression());
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, false));
    next();
  });
  app.use(pageCache({ paths: new Set(["/", "/about", "/teapot", "/cookie", "/large"]), ttlMs: 60_000, now: () => clock }));
  // A page rendered in two writes, as React streams it, with the nonce in two places.
  app.get(["/", "/about"], (req, res) => {
    renders++;
    const nonce = res.locals.cspNonce as string;
    const lang = /lang=zh/.test(req.headers.cookie ?? "") ? "zh" : "en";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<html lang="${lang}"><script nonce="${nonce}">render ${renders}</script>`);
    res.end(`<script nonce="${nonce}"></script></html>`);
  });
  // A page that compresses to more than a socket buffers at once (random text does not shrink).
  const filler = randomBytes(100_000).toString("hex");
  app.get("/large", (_req, res) => {
    renders++;
    res.type("html").send(`<html><script nonce="${res.locals.cspNonce as string}"></script><p>${filler}</p></html>`);
  });
  app.get("/teapot", (_req, res) => {
    renders++;
    res.status(418).type("html").send("<p>short and stout</p>");
  });
  app.get("/cookie", (_req, res) => {
    renders++;
    res.cookie("seen", "1").type("html").send("<p>hello</p>");
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function visit(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { status: response.status, body, nonce, cache: response.headers.get("x-page-cache"), type: response.headers.get("content-type") };
}

describe("the page cache", () => {
  it("sends a large page whole from the cache, compressed", async () => {
    const first = await visit("/large");
    const second = await visit("/large");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.body.length).toBe(first.body.length);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
  });

  it("renders a page once and gives every later visitor the same HTML with their own nonce", async () => {
    const first = await visit("/");
    const second = await visit("/");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(renders).toBe(1);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.replaceAll(first.nonce!, second.nonce!));
    expect(second.body.match(new RegExp(`nonce="${second.nonce!.replace(/[+/=]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    expect(second.body).not.toContain(first.nonce!);
    expect(second.type).toBe("text/html; charset=utf-8");
  });

  it("keeps one page per language", async () => {
    await visit("/");
    const zh = await visit("/", "lang=zh");
    const zhAgain = await visit("/", "lang=zh");
    expect(zh.body).toContain('lang="zh"');
    expect([zh.cache, zhAgain.cache]).toEqual(["miss", "hit"]);
    expect(zhAgain.body).toContain('lang="zh"');
    expect((await visit("/")).body).toContain('lang="en"');
    expect(renders).toBe(2);
  });

  it("renders afresh for a signed-in user (any other cookie), a query string, or a path not listed", async () => {
    await visit("/");
    expect((await visit("/", "lang=en; session_token=abc")).cache).toBeNull();
    expect((await visit("/?lang=zh")).cache).toBeNull();
    expect(renders).toBe(3);
    await visit("/about");
    await visit("/about");
    expect(renders).toBe(4);
  });

  it("renders again once the page is older than its time to live", async () => {
    await visit("/");
    clock += 59_999;
    expect((await visit("/")).cache).toBe("hit");
    clock += 1;
    expect((await visit("/")).cache).toBe("miss");
    expect(renders).toBe(2);
  });

  it("keeps no error page and no response that sets a cookie", async () => {
    await visit("/teapot");
    const teapot = await visit("/teapot");
    expect([teapot.status, teapot.cache]).toEqual([418, "miss"]);
    await visit("/cookie");
    expect((await visit("/cookie")).cache).toBe("miss");
    expect(renders).toBe(4);
  });
});
