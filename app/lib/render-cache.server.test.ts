import { describe, expect, it } from "vitest";
import { canonicalJson, createRenderCache, renderCacheKey } from "./render-cache.server";

const page = (loaderData: Record<string, unknown>, more: Partial<{ statusCode: number; actionData: unknown; errors: unknown }> = {}) => ({
  statusCode: 200,
  actionData: null,
  errors: null,
  loaderData,
  ...more,
});
const key = (loaderData: Record<string, unknown>, more = {}, url = "http://localhost/mentors", locale = "en") =>
  renderCacheKey({ url, locale, context: page(loaderData, more) as Parameters<typeof renderCacheKey>[0]["context"] });

describe("renderCacheKey", () => {
  it("is the same for the same URL, language and data, and differs when any of them does", () => {
    const data = { root: { user: { role: "student", timeZone: null } }, "routes/mentors": { total: 3, names: ["A", "B"] } };
    expect(key(data)).toBe(key(structuredClone(data)));
    expect(key(data, {}, "http://localhost/mentors?page=2")).not.toBe(key(data));
    expect(key(data, {}, undefined, "zh")).not.toBe(key(data));
    expect(key({ ...data, root: { user: { role: "mentor", timeZone: null } } })).not.toBe(key(data));
    expect(key({ ...data, "routes/mentors": { total: 3, names: ["A", "C"] } })).not.toBe(key(data));
  });

  it("is null for an error, an action's answer or a status other than 200", () => {
    expect(key({}, { statusCode: 404 })).toBeNull();
    expect(key({}, { actionData: { "routes/login": { ok: false } } })).toBeNull();
    expect(key({}, { errors: { root: new Error("x") } })).toBeNull();
  });
});

describe("canonicalJson", () => {
  it("tells apart what JSON would merge: undefined, a missing key, null, a date and its text", () => {
    const at = new Date("2026-11-26T10:00:00.000Z");
    const forms = [{ a: undefined }, {}, { a: null }, { a: at }, { a: at.toISOString() }, { a: [undefined] }, { a: [null] }];
    const texts = forms.map(canonicalJson);
    expect(texts.every((text) => typeof text === "string")).toBe(true);
    expect(new Set(texts).size).toBe(forms.length);
  });

  it("refuses values JSON cannot hold apart, and keys that could spell its marks", () => {
    for (const value of [new Map([["a", 1]]), new Set([1]), 1n, () => 1, Number.NaN, Infinity, new (class Point {})(), { "\u0000date": "x" }, Promise.resolve(1)]) {
      expect(canonicalJson({ a: value }), String(value)).toBeNull();
    }
  });
});

describe("createRenderCache", () => {
  const html = (nonce: string) => Buffer.from(`<script nonce="${nonce}">a</script><p>page</p><script nonce="${nonce}">b</script>`);

  it("gives a kept page back with the asking response's nonce", () => {
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 10_000 });
    cache.set("k", html("first"), "first");
    expect(cache.get("k", "second")?.toString()).toBe(html("second").toString());
    expect(cache.get("other", "second")).toBeNull();
  });

  it("forgets a page after its time", () => {
    let now = 0;
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: 10_000, now: () => now });
    cache.set("k", html("n"), "n");
    now = 999;
    expect(cache.get("k", "n")).not.toBeNull();
    now = 1000;
    expect(cache.get("k", "n")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("keeps within its size, dropping the least recently used first", () => {
    const size = html("n").byteLength;
    const cache = createRenderCache({ ttlMs: 1000, maxBytes: size * 2 });
    cache.set("a", html("n"), "n");
    cache.set("b", html("n"), "n");
    cache.get("a", "n");
    cache.set("c", html("n"), "n");
    expect(cache.get("b", "n")).toBeNull();
    expect(cache.get("a", "n")).not.toBeNull();
    expect(cache.get("c", "n")).not.toBeNull();
    cache.set("huge", Buffer.alloc(size * 3, "x"), "n");
    expect(cache.get("huge", "n")).toBeNull();
    expect(cache.size).toBe(2);
  });
});
