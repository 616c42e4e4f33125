import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.blog";
import { BlogPostList } from "~/features/blog-admin/blog-post-list";
import { changePostPublication, publicationChanges } from "~/features/blog-admin/change-post-publication.server";
import { deleteBlogPost } from "~/features/blog-admin/delete-post.server";
import { listBlogArticles } from "~/features/blog-admin/list-posts.server";
import { postStatus } from "~/features/blog-admin/post-fields";
import { adminTimeZone } from "~/features/blog-admin/publish-time";
import { getServices, localeContext } from "~/lib/app-context.server";
import { isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { intlLocale } from "~/lib/i18n";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { readFormDataWithin } from "~/lib/read-body.server";
import { zonedDateTimeFormat } from "~/lib/time-zone";

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const { db, clock } = getServices(args.context);
  const url = new URL(args.request.url);
  const page = pageSchema.parse(url.searchParams.get("page") ?? 1);
  const { articles, hasMore } = await listBlogArticles(db, page);

  // Times are written on the server, in the admin's zone with its name, so the page reads the same after hydration.
  const now = clock.now();
  const locale = args.context.get(localeContext);
  const format = zonedDateTimeFormat(intlLocale(locale), { timeZone: adminTimeZone(user.timeZone), year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return {
    page,
    hasMore,
    saved: url.searchParams.get("saved") === "1",
    articles: articles.map((article) => ({
      translationKey: article.translationKey,
      missingLocale: article.posts.length > 1 ? null : article.posts[0]?.locale === "zh" ? ("en" as const) : ("zh" as const),
      posts: article.posts.map((post) => ({
        id: post.id,
        slug: post.slug,
        title: post.title,
        category: post.category,
        locale: post.locale,
        status: postStatus(post, now),
        when: post.publishedAt ? format.format(post.publishedAt) : null,
      })),
    })),
    strings: pageStrings(locale, "blog-admin"),
  };
}

const intentSchema = z.object({ intent: z.enum([...publicationChanges, "delete"]), id: z.uuid() });

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const { db, clock, logger } = getServices(args.context);
  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, 4096);
  } catch {
    return data({ error: "errors.postNotFound" }, { status: 400 });
  }
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "errors.postNotFound" }, { status: 400 });
  const { intent, id } = parsed.data;
  const actor = { id: user.id, name: user.name };
  try {
    if (intent === "delete") await deleteBlogPost(db, actor, id);
    else await changePostPublication(db, actor, id, intent, clock.now());
    return { ok: true };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return data({ error: "errors.postNotFound" }, { status: 404 });
    logger.error({ err: error }, "changing a blog post failed");
    return data({ error: "errors.saveFailed" }, { status: 500 });
  }
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("blog-admin");
  return (
    <>
      <title>{`${t("title")} | Unibridge`}</title>
      <BlogPostList
        articles={loaderData.articles}
        page={loaderData.page}
        hasMore={loaderData.hasMore}
        saved={loaderData.saved}
        error={actionData && "error" in actionData ? actionData.error : undefined}
      />
    </>
  );
}
