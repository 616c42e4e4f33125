import { randomUUID } from "node:crypto";
import { RouterContextProvider, type RouterContext } from "react-router";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/media.$id";
import { loader } from "./media.$id";
import type { Db } from "~/db/db.server";
import { storeImage } from "~/features/media/store-image.server";
import { servicesContext, type AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

function get(db: Db, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, "http://localhost");
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[servicesContext, { db } as AppServices]]));
  const id = url.pathname.split("/").at(-1) ?? "";
  return loader({ request: new Request(url, { headers }), params: { id }, context } as unknown as Route.LoaderArgs);
}

describeEachDb("GET /media/:id", (getDb) => {
  let id: string;
  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    ({ id } = await storeImage(getDb(), jpeg));
  });

  it("serves the stored WebP with long-lived, safe headers", async () => {
    const response = await get(getDb(), `/media/${id}`);

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      etag: `"${id}-full"`,
    });
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 600]);
  });

  it("serves a thumbnail of an allowed width", async () => {
    const response = await get(getDb(), `/media/${id}?w=160`);

    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(`"${id}-160"`);
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 160, 120]);
  });

  it("answers 304 when the browser already has that version", async () => {
    const response = await get(getDb(), `/media/${id}?w=96`, { "If-None-Match": `"${id}-96"` });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(`"${id}-96"`);
    expect(await response.text()).toBe("");

    expect((await get(getDb(), `/media/${id}?w=48`, { "If-None-Match": `"${id}-96"` })).status).toBe(200);
  });

  it("refuses a width that is not offered", async () => {
    for (const w of ["100", "1024", "abc", ""]) expect((await get(getDb(), `/media/${id}?w=${w}`)).status, w).toBe(400);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await get(getDb(), `/media/${randomUUID()}`)).status).toBe(404);
    expect((await get(getDb(), "/media/not-a-uuid")).status).toBe(404);
  });
});
