import { z } from "zod";
import type { Route } from "./+types/media.$id";
import { getMedia } from "~/features/media/get-media.server";
import { matchesEtag, mediaEtag, parseThumbnailWidth } from "~/features/media/media-http";
import { resizeImage } from "~/features/media/resize-image.server";
import { getServices } from "~/lib/app-context.server";

const idSchema = z.uuid();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idSchema.safeParse(params.id);
  if (!id.success) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const width = parseThumbnailWidth(new URL(request.url).searchParams.get("w"));
  if (!width.ok) return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain" } });

  const etag = mediaEtag(id.data, width.width);
  const cacheHeaders = { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable" };
  // Images are immutable, so a cached copy is always current; no need to touch the database.
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers: cacheHeaders });

  const image = await getMedia(getServices(context).db, id.data);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const body = width.width === null ? image.data : await resizeImage(image.data, width.width);
  // A copy typed as ArrayBuffer-backed, which is what Response accepts.
  return new Response(new Uint8Array(body), {
    headers: {
      ...cacheHeaders,
      "Content-Type": width.width === null ? image.contentType : "image/webp",
      "Content-Length": String(body.byteLength),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": image.updatedAt.toUTCString(),
      // Should a stored file ever be opened as a document, it may do nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
