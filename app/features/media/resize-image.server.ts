import sharp from "sharp";

/** A narrower WebP copy of a stored image, for lists; never wider than the original. */
export async function resizeImage(data: Uint8Array, width: number): Promise<Uint8Array> {
  return sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
