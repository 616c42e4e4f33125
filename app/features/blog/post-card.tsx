import { Clock } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import type { Locale } from "~/lib/i18n";
import { localizedPath, postPath } from "./blog-paths";
import { CoverImage } from "./cover-image";
import type { PostDate } from "./post-date";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  authorName: string;
  authorCollege: string | null;
  imageId: string | null;
  imageAlt: string | null;
  date: PostDate;
}

export function PostCard({ post, locale }: { post: PostCardData; locale: Locale }) {
  const { t } = useTranslation("blog");
  const href = localizedPath(postPath(post.slug), locale);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="post-card">
      <CoverImage imageId={post.imageId} alt={post.imageAlt} category={post.category} width={640} className="aspect-[40/21] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <p>
          <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {t(`categories.${post.category}`, { defaultValue: post.category })}
          </span>
        </p>
        <h3 className="mt-3 text-lg leading-snug font-bold text-slate-900">
          <Link to={href} className="rounded hover:text-brand-700 focus-visible:focus-ring">
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {[t("list.by", { name: post.authorName }), post.authorCollege].filter(Boolean).join(" · ")}
        </p>
        <p className="mt-3 line-clamp-3 flex-1 text-sm text-slate-700">{post.excerpt}</p>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-xs text-slate-600">
          <span className="flex items-center gap-3">
            <time dateTime={post.date.iso}>{post.date.label}</time>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {post.readTime}
            </span>
          </span>
          <Link to={href} className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:focus-ring">
            {t("list.readMore")}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
