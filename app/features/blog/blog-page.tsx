import { Rss } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useLocation } from "react-router";
import type { Locale } from "~/lib/i18n";
import { useViewer } from "~/lib/use-user";
import { textLinkClassName } from "~/ui/button-link";
import { blogListHref, localizedPath } from "./blog-paths";
import { BlogHero } from "./blog-hero";
import { BlogPagination } from "./blog-pagination";
import { CategoryTiles } from "./category-tiles";
import { PostCard, type PostCardData } from "./post-card";

export interface BlogPageProps {
  locale: Locale;
  category: string | null;
  counts: Record<string, number>;
  posts: PostCardData[];
  page: number;
  pageCount: number;
}

export function BlogPage({ locale, category, counts, posts, page, pageCount }: BlogPageProps) {
  const { t } = useTranslation("blog");
  const { search } = useLocation();
  const visitor = useViewer() === null;
  return (
    <>
      <BlogHero visitor={visitor} />
      <CategoryTiles counts={counts} active={category} />
      <section aria-labelledby="blog-list-title" className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="blog-list-title" className="text-2xl font-bold text-slate-900">
            {category ? t("list.inCategory", { category: t(`categories.${category}`) }) : t("list.latest")}
          </h2>
          <a href={localizedPath("/blog/rss.xml", locale)} className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}>
            <Rss className="size-4" aria-hidden="true" />
            {t("list.rss")}
          </a>
        </div>
        {posts.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-slate-700">{t("list.empty")}</p>
            {category && (
              <Link to={blogListHref(search, null)} className={`${textLinkClassName} mt-3 inline-block`}>
                {t("list.showAll")}
              </Link>
            )}
          </div>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} locale={locale} />
            ))}
          </div>
        )}
        <BlogPagination page={page} pageCount={pageCount} />
      </section>
    </>
  );
}
