import { ArrowLeft, Clock, Languages } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import type { Locale } from "~/lib/i18n";
import { initials } from "~/lib/names";
import { textLinkClassName } from "~/ui/button-link";
import { PersonPhoto } from "~/ui/person-photo";
import { localizedPath, postPath } from "./blog-paths";
import { CoverImage } from "./cover-image";
import type { PostDate } from "./post-date";
import "./post-body.css";

export interface BlogPostView {
  slug: string;
  title: string;
  contentHtml: string;
  category: string;
  readTime: string;
  authorName: string;
  authorCollege: string | null;
  authorImageId: string | null;
  imageId: string | null;
  imageAlt: string | null;
  tags: string[];
  locale: Locale;
  date: PostDate;
  translation: { locale: Locale; slug: string } | null;
}

/**
 * A public post. `afterArticle` is the place below the article, before the way back, for a call
 * to action such as the lead capture form.
 */
export function BlogPostPage({ post, afterArticle }: { post: BlogPostView; afterArticle?: ReactNode }) {
  const { t } = useTranslation("blog");
  const other = post.translation;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={localizedPath("/blog", post.locale)} className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("post.back")}
      </Link>
      <article className="mt-6" lang={post.locale === "zh" ? "zh-CN" : "en"}>
        <header>
          <p className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              {t(`categories.${post.category}`, { defaultValue: post.category })}
            </span>
            {other && (
              <Link
                to={localizedPath(postPath(other.slug), other.locale)}
                hrefLang={other.locale === "zh" ? "zh-CN" : "en"}
                lang={other.locale === "zh" ? "zh-CN" : "en"}
                className={`${textLinkClassName} inline-flex items-center gap-1 text-sm`}
                data-testid="other-language"
              >
                <Languages className="size-4" aria-hidden="true" />
                {t("post.otherLanguage")}
              </Link>
            )}
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <time dateTime={post.date.iso}>{t("post.published", { date: post.date.label })}</time>
            <span className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {post.readTime}
            </span>
          </p>
        </header>
        {post.imageId && (
          <CoverImage
            imageId={post.imageId}
            alt={post.imageAlt}
            category={post.category}
            width={null}
            eager
            className="mt-8 aspect-[40/21] w-full rounded-2xl"
          />
        )}
        <AuthorCard name={post.authorName} college={post.authorCollege} imageId={post.authorImageId} />
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.tags.length > 0 && (
          <section aria-labelledby="related-topics" className="mt-12 border-t border-slate-200 pt-6">
            <h2 id="related-topics" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t("post.relatedTopics")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {afterArticle && <div className="mt-12">{afterArticle}</div>}
    </div>
  );
}

function AuthorCard({ name, college, imageId }: { name: string; college: string | null; imageId: string | null }) {
  const { t } = useTranslation("blog");
  return (
    <div className="mt-8 flex items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <PersonPhoto
        photoId={imageId}
        size={48}
        className="size-12 rounded-full object-cover"
        fallback={
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
            {initials(name)}
          </span>
        }
      />
      <div>
        <p className="text-xs text-slate-600">{t("post.writtenBy")}</p>
        <p className="font-semibold text-slate-900">{name}</p>
        {college && <p className="text-sm text-slate-600">{college}</p>}
      </div>
    </div>
  );
}
