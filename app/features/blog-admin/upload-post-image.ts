export const POST_IMAGES_URL = "/resources/blog-admin/images";

export type UploadResult = { ok: true; id: string; url: string } | { ok: false; message: string | null };

/** Sends an image to the blog manager's upload route; the answer's message is already translated. */
export async function uploadPostImage(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch(POST_IMAGES_URL, { method: "POST", body }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as { id?: string; url?: string; message?: string } | null;
  if (response?.ok && answer?.id && answer.url) return { ok: true, id: answer.id, url: answer.url };
  return { ok: false, message: answer?.message ?? null };
}
