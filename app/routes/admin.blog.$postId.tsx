import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.blog.$postId";
import { BlogPostForm } from "~/features/blog-admin/blog-post-form";
import { getPostForEdit } from "~/features/blog-admin/get-post-for-edit.server";
import { adminTimeZone, localFromInstant } from "~/features/blog-admin/publish-time";
import { submitPostForm } from "~/features/blog-admin/submit-post-form.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

const postIdSchema = z.uuid();

// /admin/blog/<id>: edit a post.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const id = postIdSchema.safeParse(args.params.postId);
  const found = id.success ? await getPostForEdit(getServices(args.context).db, id.data) : null;
  if (!found) throw data(null, { status: 404 });
  const { post, translation } = found;
  const zone = adminTimeZone(user.timeZone);
  return {
    zone,
    translation,
    initialHtml: renderMarkdown(post.markup),
    defaults: {
      title: post.title,
      slug: post.slug,
      markup: post.markup,
      excerpt: post.excerpt,
      category: post.category,
      readTime: post.readTime,
      locale: post.locale,
      tags: post.tags.join(", "),
      imageId: post.imageId,
      imageAlt: post.imageAlt ?? "",
      authorName: post.authorName,
      authorCollege: post.authorCollege ?? "",
      authorImageId: post.authorImageId,
      seoTitle: post.seoTitle ?? "",
      seoDescription: post.seoDescription ?? "",
      status: post.published ? ("published" as const) : ("draft" as const),
      publishAt: post.publishedAt ? localFromInstant(post.publishedAt, zone) : "",
    },
    strings: pageStrings(args.context.get(localeContext), "blog-admin"),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const id = postIdSchema.safeParse(args.params.postId);
  if (!id.success) return data({ formError: "errors.postNotFound" }, { status: 404 });
  return submitPostForm(args.request, getServices(args.context), user, id.data);
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("blog-admin");
  return (
    <>
      <title>{`${t("form.editTitle")} | Unibridge`}</title>
      <BlogPostForm
        heading={t("form.editTitle")}
        defaults={loaderData.defaults}
        initialHtml={loaderData.initialHtml}
        zone={loaderData.zone}
        translation={loaderData.translation}
        fieldErrors={actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined}
        formError={actionData?.formError}
      />
    </>
  );
}
