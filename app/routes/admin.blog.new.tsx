import { useTranslation } from "~/lib/i18n-react";
import { z } from "zod";
import type { Route } from "./+types/admin.blog.new";
import { BlogPostForm, type PostFormDefaults } from "~/features/blog-admin/blog-post-form";
import { getPostForEdit } from "~/features/blog-admin/get-post-for-edit.server";
import { adminTimeZone } from "~/features/blog-admin/publish-time";
import { submitPostForm } from "~/features/blog-admin/submit-post-form.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

const translationOfSchema = z.uuid().nullable().catch(null);

// /admin/blog/new, and /admin/blog/new?translationOf=<id> for "Add translation": the form starts
// from the original (its Markdown to translate, category, tags, images, author) in the other language.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const zone = adminTimeZone(user.timeZone);
  const sourceId = translationOfSchema.parse(new URL(args.request.url).searchParams.get("translationOf"));
  const source = sourceId ? await getPostForEdit(getServices(args.context).db, sourceId) : null;
  const strings = pageStrings(args.context.get(localeContext), "blog-admin");
  if (!source) {
    const defaults: PostFormDefaults = {
      title: "", slug: "", markup: "", excerpt: "", category: "", readTime: "", locale: "en", tags: "", imageId: null, imageAlt: "",
      authorName: user.name, authorCollege: "", authorImageId: null, seoTitle: "", seoDescription: "", status: "draft", publishAt: "",
    };
    return { defaults, initialHtml: "", zone, translationOf: null, strings };
  }
  const { post } = source;
  const locale = post.locale === "en" ? ("zh" as const) : ("en" as const);
  const defaults: PostFormDefaults = {
    title: "", slug: `${post.slug}-${locale}`.slice(0, 100), markup: post.markup, excerpt: "", category: post.category, readTime: "", locale,
    tags: post.tags.join(", "), imageId: post.imageId, imageAlt: "", authorName: post.authorName, authorCollege: post.authorCollege ?? "",
    authorImageId: post.authorImageId, seoTitle: "", seoDescription: "", status: "draft", publishAt: "",
  };
  return { defaults, initialHtml: renderMarkdown(post.markup), zone, translationOf: { id: post.id, title: post.title }, strings };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  return submitPostForm(args.request, getServices(args.context), user, null);
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("blog-admin");
  const { translationOf } = loaderData;
  const heading = translationOf ? t("form.translationTitle") : t("form.newTitle");
  return (
    <>
      <title>{`${heading} | Unibridge`}</title>
      <BlogPostForm
        heading={heading}
        note={translationOf ? t("form.translationOf", { title: translationOf.title }) : undefined}
        defaults={loaderData.defaults}
        initialHtml={loaderData.initialHtml}
        zone={loaderData.zone}
        translationOf={translationOf?.id}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </>
  );
}
