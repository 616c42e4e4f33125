import { useTranslation } from "~/lib/i18n-react";
import { z } from "zod";
import type { Route } from "./+types/blog";
import { blogCategories } from "~/db/schema/content";
import { blogPageHref, localizedPath } from "~/features/blog/blog-paths";
import { BlogPage } from "~/features/blog/blog-page";
import { postDate } from "~/features/blog/post-date";
import { countPublicPostsByCategory, listPublicPosts } from "~/features/blog/public-posts.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// A parameter the page cannot read is dropped: the list shows everything, from the first page.
const listQuery = z.object({
  category: z.enum(blogCategories).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const params = new URL(request.url).searchParams;
  const { category, page } = listQuery.parse({ category: params.get("category"), page: params.get("page") ?? 1 });
  const { db, clock } = getServices(context);
  const now = clock.now();
  const [list, counts] = await Promise.all([
    listPublicPosts(db, { locale, category, page, now }),
    countPublicPostsByCategory(db, locale, now),
  ]);
  return {
    locale,
    category,
    counts,
    page: list.page,
    pageCount: list.pageCount,
    posts: list.posts.map(({ publishedAt, ...post }) => ({ ...post, date: postDate(publishedAt, locale) })),
    strings: pageStrings(locale, "blog"),
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("blog");
  const { locale, category, page } = loaderData;
  const path = blogPageHref(new URLSearchParams(category ? { category } : {}).toString(), page);
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path={path} />
      <link rel="alternate" type="application/rss+xml" title={t("feed.title")} href={localizedPath("/blog/rss.xml", locale)} />
      <BlogPage {...loaderData} />
    </>
  );
}
