import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { media } from "~/db/schema/media";

const mediaId = z.uuid();

/** A stored image, or null when the id is not a UUID or no image has it. */
export async function getMedia(db: DbOrTx, id: string): Promise<{ contentType: string; data: Uint8Array; updatedAt: Date } | null> {
  // The uuid column would reject a malformed id with a database error; it simply does not exist.
  if (!mediaId.safeParse(id).success) return null;
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data, updatedAt: media.updatedAt })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}
