import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/lib/app-context.server";
import { isAppError } from "~/lib/errors";
import { readFormDataWithin } from "~/lib/read-body.server";
import type { SessionUser } from "~/lib/use-user";
import { MARKUP_MAX, postFieldMessages, postFormSchema, postFormValues } from "./post-form-schema";
import { adminTimeZone } from "./publish-time";
import { createBlogPost, updateBlogPost } from "./save-post.server";

// The Markdown at up to 4 bytes a character, and the other fields.
const FORM_MAX_BYTES = MARKUP_MAX * 4 + 32 * 1024;
const optionalId = z.union([z.literal(""), z.uuid()]).optional();

export interface PostFormFailure {
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string;
}

/**
 * The create and edit pages' action: reads and checks the form, saves, and goes back to the list.
 * `postId` null creates a post (a translation when the form names the post it translates).
 */
export async function submitPostForm(request: Request, services: AppServices, admin: SessionUser, postId: string | null) {
  let form: FormData;
  try {
    form = await readFormDataWithin(request, FORM_MAX_BYTES);
  } catch {
    return data<PostFormFailure>({ formError: "errors.contentTooLong" }, { status: 413 });
  }
  const parsed = postFormSchema.safeParse(postFormValues(form));
  if (!parsed.success) return data<PostFormFailure>({ fieldErrors: postFieldMessages(parsed.error) }, { status: 400 });
  const translationOf = optionalId.safeParse(form.get("translationOf") ?? undefined);
  if (!translationOf.success) return data<PostFormFailure>({ formError: "errors.postNotFound" }, { status: 400 });

  const actor = { id: admin.id, name: admin.name };
  const input = { form: parsed.data, zone: adminTimeZone(admin.timeZone), translationOf: translationOf.data || null, now: services.clock.now() };
  try {
    const result = postId ? await updateBlogPost(services.db, actor, postId, input) : await createBlogPost(services.db, actor, input);
    if (!result.ok) return data<PostFormFailure>({ fieldErrors: result.fieldErrors }, { status: 409 });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return data<PostFormFailure>({ formError: "errors.postNotFound" }, { status: 404 });
    services.logger.error({ err: error }, "saving a blog post failed");
    return data<PostFormFailure>({ formError: "errors.saveFailed" }, { status: 500 });
  }
  return redirect("/admin/blog?saved=1");
}
