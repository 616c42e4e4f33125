import sharp from "sharp";
import type { DbOrTx } from "~/db/db.server";
import { media } from "~/db/schema/media";
import { AppError } from "~/lib/errors";

export const defaultMaxImageBytes = 5 * 1024 * 1024;
export const defaultMaxDimension = 1024;
// Decoding cost grows with pixels, not bytes: a small PNG can expand to gigabytes.
export const maxInputPixels = 40_000_000;
const acceptedFormats = new Set(["jpeg", "png"]);

export interface StoreImageOptions {
  ownerId?: string | null;
  maxBytes?: number;
  maxDimension?: number;
}

/**
 * Decodes an uploaded JPEG or PNG and stores a re-encoded WebP: oriented by its EXIF tag,
 * no larger than maxDimension on either side, without metadata. The sent bytes are never stored.
 */
export async function storeImage(
  db: DbOrTx,
  input: Uint8Array,
  { ownerId = null, maxBytes = defaultMaxImageBytes, maxDimension = defaultMaxDimension }: StoreImageOptions = {},
): Promise<{ id: string; width: number; height: number }> {
  if (input.byteLength > maxBytes) throw new AppError("image_too_large", { maxBytes });
  const image = await reencodeImage(input, maxDimension);
  const [row] = await db
    .insert(media)
    .values({ ownerId, contentType: "image/webp", width: image.width, height: image.height, byteSize: image.data.byteLength, data: image.data })
    .returning({ id: media.id });
  if (!row) throw new Error("Inserting into media returned no row");
  return { id: row.id, width: image.width, height: image.height };
}

async function reencodeImage(input: Uint8Array, maxDimension: number) {
  // The format comes from the bytes; a file name or a declared type proves nothing.
  // Reading the header decodes no pixels, so it needs no pixel limit.
  const metadata = await readMetadata(input);
  if (!metadata || !acceptedFormats.has(metadata.format)) throw new AppError("image_invalid_type");
  if (metadata.width * metadata.height > maxInputPixels) throw new AppError("image_too_large", { maxPixels: maxInputPixels });
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the image data is not (truncated or corrupt).
    throw new AppError("image_invalid_type");
  }
}

async function readMetadata(input: Uint8Array) {
  try {
    // sharp throws synchronously for some inputs (an empty one), hence the await inside try.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}
