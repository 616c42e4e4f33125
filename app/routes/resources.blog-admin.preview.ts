import type { Route } from "./+types/resources.blog-admin.preview";
import { adminOrRefusal } from "~/features/blog-admin/admin-resource.server";
import { MARKUP_MAX } from "~/features/blog-admin/post-form-schema";
import { localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { hasControlCharacters } from "~/lib/plain-text";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";

// Up to MARKUP_MAX characters of up to 4 bytes each, plus the form's own bytes.
const FORM_MAX_BYTES = MARKUP_MAX * 4 + 1024;

// POST /resources/blog-admin/preview: the blog form's live preview. The same sanitised HTML a
// save produces, so the preview shows exactly what readers will get. Admins only; changes nothing.
export async function action(args: Route.ActionArgs) {
  const locale = args.context.get(localeContext);
  if (args.request.method !== "POST") return loader();
  const admin = await adminOrRefusal(args);
  if (admin instanceof Response) return admin;

  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, FORM_MAX_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale });
  }
  const markup = form.get("markup");
  if (typeof markup !== "string" || markup.length > MARKUP_MAX) return jsonError("invalid_request", { locale });
  if (hasControlCharacters(markup, { multiline: true })) return jsonError("invalid_characters", { locale });
  return Response.json({ html: renderMarkdown(markup) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
