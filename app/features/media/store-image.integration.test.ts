import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { media } from "~/db/schema/media";
import { users } from "~/db/schema/users";
import { AppError } from "~/lib/errors";
import { describeEachDb } from "~/test/test-database";
import { getMedia } from "./get-media.server";
import { storeImage } from "./store-image.server";

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("ascii");
  return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
}

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describeEachDb("storeImage", (getDb) => {
  it.each([
    ["JPEG", () => solidImage(120, 80).jpeg().toBuffer()],
    ["PNG", () => solidImage(120, 80).png().toBuffer()],
  ])("stores a %s as WebP with its dimensions", async (_, make) => {
    const { id, width, height } = await storeImage(getDb(), await make());

    expect({ width, height }).toEqual({ width: 120, height: 80 });
    const stored = await getMedia(getDb(), id);
    expect(stored?.contentType).toBe("image/webp");
    expect(isWebp(stored!.data)).toBe(true);
    const decoded = await sharp(stored!.data).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(["webp", 120, 80]);
    const [row] = await getDb().select({ byteSize: media.byteSize, ownerId: media.ownerId }).from(media).where(eq(media.id, id));
    expect(row).toEqual({ byteSize: stored!.data.byteLength, ownerId: null });
  });

  it("resizes a large image to fit inside 1024 pixels", async () => {
    const input = await solidImage(3000, 2000).jpeg().toBuffer();
    const { id, width, height } = await storeImage(getDb(), input);

    expect({ width, height }).toEqual({ width: 1024, height: 683 });
    const decoded = await sharp((await getMedia(getDb(), id))!.data).metadata();
    expect([decoded.width, decoded.height]).toEqual([1024, 683]);
  });

  it("honours a smaller maxDimension and never enlarges", async () => {
    const portrait = await solidImage(300, 600).png().toBuffer();
    expect(await storeImage(getDb(), portrait, { maxDimension: 200 })).toMatchObject({ width: 100, height: 200 });
    const tiny = await solidImage(10, 8).png().toBuffer();
    expect(await storeImage(getDb(), tiny)).toMatchObject({ width: 10, height: 8 });
  });

  it("applies the EXIF orientation and drops the metadata", async () => {
    // Orientation 6: stored 80x40, displayed rotated to 40x80.
    const input = await solidImage(80, 40)
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Location" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(input).metadata();
    expect([sent.orientation, sent.exif?.toString("latin1").includes("Secret Location")]).toEqual([6, true]);

    const { id, width, height } = await storeImage(getDb(), input);

    expect({ width, height }).toEqual({ width: 40, height: 80 });
    const decoded = await sharp((await getMedia(getDb(), id))!.data).metadata();
    expect(decoded.exif).toBeUndefined();
    expect(decoded.orientation).toBeUndefined();
  });

  it("refuses anything that does not decode as JPEG or PNG", async () => {
    const gif = await solidImage(20, 20).gif().toBuffer();
    const webp = await solidImage(20, 20).webp().toBuffer();
    const textNamedPng = Buffer.from("This is a text file called photo.png\n");
    const noise = randomBytes(4096);
    const truncatedJpeg = (await solidImage(200, 200).jpeg().toBuffer()).subarray(0, 400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const countBefore = (await getDb().select({ id: media.id }).from(media)).length;

    for (const input of [gif, webp, textNamedPng, noise, truncatedJpeg, svg, new Uint8Array()]) {
      await expectAppError(storeImage(getDb(), input), "image_invalid_type");
    }
    expect(await getDb().select({ id: media.id }).from(media)).toHaveLength(countBefore);
  });

  it("refuses an input over maxBytes before decoding it", async () => {
    const input = await solidImage(50, 50).png().toBuffer();
    const error = await expectAppError(storeImage(getDb(), input, { maxBytes: input.byteLength - 1 }), "image_too_large");
    expect(error.params).toEqual({ maxBytes: input.byteLength - 1 });
    expect(await storeImage(getDb(), input, { maxBytes: input.byteLength })).toMatchObject({ width: 50, height: 50 });

    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    await expectAppError(storeImage(getDb(), sixMegabytes), "image_too_large");
  });

  it("refuses an image whose pixel count would be too costly to decode", async () => {
    // 8000 x 6000 = 48 million pixels, well under 5 MB as a flat PNG.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" } }).png().toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    await expectAppError(storeImage(getDb(), huge), "image_too_large");
  });

  it("records the owner", async () => {
    const ownerId = randomUUID();
    await getDb().insert(users).values({ id: ownerId, name: "Ada Li", email: `${ownerId}@example.com` });
    const input = await solidImage(10, 10).png().toBuffer();

    const { id } = await storeImage(getDb(), input, { ownerId });

    const [row] = await getDb().select({ ownerId: media.ownerId }).from(media).where(eq(media.id, id));
    expect(row?.ownerId).toBe(ownerId);
  });
});

describeEachDb("getMedia", (getDb) => {
  it("returns null for an unknown or malformed id", async () => {
    expect(await getMedia(getDb(), randomUUID())).toBeNull();
    expect(await getMedia(getDb(), "not-a-uuid")).toBeNull();
    expect(await getMedia(getDb(), "'; drop table media; --")).toBeNull();
  });
});
