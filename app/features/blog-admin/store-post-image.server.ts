import type { Db } from "~/db/db.server";
import { PICTURE_MAX_BYTES, pictureProblem } from "~/features/accounts/signup-fields";
import { storeImage } from "~/features/media/store-image.server";
import { AppError, type AppErrorCode } from "~/lib/errors";

/** Covers and pictures in a post are shown up to the article's width. */
export const POST_IMAGE_MAX_DIMENSION = 1600;

/**
 * A cover, author or in-text image: the profile pictures' rules (JPEG or PNG by type and name,
 * at most 500 KB), then decoded and re-encoded by the media pipeline. Answers its own URL.
 */
export async function storePostImage(db: Db, file: File, ownerId: string): Promise<{ id: string; url: string }> {
  const problem = pictureProblem(file);
  if (problem) throw new AppError(problem.message.replace(/^errors:/, "") as AppErrorCode, problem.params);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { id } = await storeImage(db, bytes, { ownerId, maxBytes: PICTURE_MAX_BYTES, maxDimension: POST_IMAGE_MAX_DIMENSION });
  return { id, url: `/media/${id}` };
}
