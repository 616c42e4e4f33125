import type { Route } from "./+types/resources.blog-admin.images";
import { REQUEST_MAX_BYTES } from "~/features/accounts/signup-fields";
import { adminOrRefusal } from "~/features/blog-admin/admin-resource.server";
import { storePostImage } from "~/features/blog-admin/store-post-image.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { isAppError } from "~/lib/errors";
import { serverPageT } from "~/lib/page-strings.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";

// POST /resources/blog-admin/images: a cover, author or in-text image for a blog post, with the
// profile pictures' upload rules; answers { id, url } (/media/<id>). Admins only.
export async function action(args: Route.ActionArgs) {
  const locale = args.context.get(localeContext);
  if (args.request.method !== "POST") return loader();
  const admin = await adminOrRefusal(args);
  if (admin instanceof Response) return admin;
  const { db, logger } = getServices(args.context);

  // Each upload decodes an image: a generous but finite budget per admin.
  const budget = await consumeRateLimit(db, `blog-admin-image:${admin.id}`, { window: 60 * 60, max: 120 });
  if (!budget.allowed) return jsonError("too_many_requests", { locale, headers: { "Retry-After": String(budget.retryAfter) } });

  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, REQUEST_MAX_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return jsonError("invalid_request", { locale });
  try {
    return Response.json(await storePostImage(db, file, admin.id));
  } catch (error) {
    // The shared message speaks of profile pictures; here it is a post's image.
    if (isAppError(error) && error.code === "image_too_large") {
      return jsonError("image_too_large", { extra: { message: serverPageT(locale, "blog-admin")("errors.imageTooLarge") } });
    }
    return jsonFailure(error, { locale, logger, what: "storing a blog image" });
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
