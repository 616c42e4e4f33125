import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName, ButtonLink, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { DeletePostDialog } from "./delete-post-dialog";
import type { PostStatus } from "./post-fields";

export interface ListedPost {
  id: string;
  slug: string;
  title: string;
  category: string;
  locale: "en" | "zh";
  status: PostStatus;
  /** The publish time in the admin's zone, with the zone named; null for a draft without one. */
  when: string | null;
}

export interface ListedArticle {
  translationKey: string;
  posts: ListedPost[];
  /** The language the article has no version in yet. */
  missingLocale: "en" | "zh" | null;
}

interface BlogPostListProps {
  articles: ListedArticle[];
  page: number;
  hasMore: boolean;
  saved: boolean;
  error?: string;
}

const statusClassName: Record<PostStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
};

/** The Blog tab: every post in both languages, an article's pair together, with its actions. */
export function BlogPostList({ articles, page, hasMore, saved, error }: BlogPostListProps) {
  const { t } = useTranslation("blog-admin");
  const [deleting, setDeleting] = useState<ListedPost | null>(null);
  return (
    <section aria-labelledby="blog-admin-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="blog-admin-title" className="text-2xl font-bold text-slate-900">
            {t("title")}
          </h2>
          <p className="mt-1 text-slate-600">{t("intro")}</p>
        </div>
        <ButtonLink to="/admin/blog/new">{t("newPost")}</ButtonLink>
      </div>
      <div className="mt-4 space-y-2">
        {saved ? (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
            {t("saved")}
          </p>
        ) : null}
        <FormAlert message={error ? t(error) : null} testId="blog-admin-error" />
      </div>
      {articles.length === 0 ? (
        <p className="mt-8 text-slate-600">{t("empty")}</p>
      ) : (
        <ul aria-label={t("listLabel")} className="mt-6 space-y-4">
          {articles.map((article) => (
            <li key={article.translationKey} className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <ul className="divide-y divide-slate-100">
                {article.posts.map((post) => (
                  <PostRow key={post.id} post={post} onDelete={() => setDeleting(post)} />
                ))}
              </ul>
              {article.missingLocale && article.posts[0] ? (
                <div className="border-t border-slate-100 px-4 py-2">
                  <Link to={`/admin/blog/new?translationOf=${article.posts[0].id}`} className={`text-sm ${textLinkClassName}`}>
                    {t("actions.addTranslation", { language: t(`locale.${article.missingLocale}`) })}
                  </Link>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label={t("pagination.label")} className="mt-6 flex justify-between">
          {page > 1 ? <Link to={`?page=${page - 1}`} className={textLinkClassName}>{t("pagination.newer")}</Link> : <span />}
          {hasMore ? <Link to={`?page=${page + 1}`} className={textLinkClassName}>{t("pagination.older")}</Link> : null}
        </nav>
      ) : null}
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function PostRow({ post, onDelete }: { post: ListedPost; onDelete(): void }) {
  const { t } = useTranslation("blog-admin");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === post.id;
  const changes = post.status === "draft" ? ["publish"] : post.status === "scheduled" ? ["publish-now", "unpublish"] : ["unpublish"];
  const label = (change: string) => (change === "publish" ? t("actions.publish") : change === "publish-now" ? t("actions.publishNow") : t("actions.unpublish"));
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`post-${post.slug}`}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span lang={post.locale === "zh" ? "zh-CN" : "en"} className="font-semibold text-slate-900">
            {post.title}
          </span>
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t(`locale.${post.locale}`)}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClassName[post.status]}`} data-testid="post-status">
            {post.status === "draft" ? t("status.draft") : t(`status.${post.status}`, { date: post.when })}
          </span>
          <span>{t(`categories.${post.category}`, { defaultValue: post.category })}</span>
          <span className="text-slate-500">/blog/{post.slug}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={`/admin/blog/${post.id}`} variant="outline" size="sm" aria-label={t("actions.editLabel", { title: post.title })}>
          {t("actions.edit")}
        </ButtonLink>
        {changes.map((change) => (
          <Form key={change} method="post">
            <input type="hidden" name="id" value={post.id} />
            <button type="submit" name="intent" value={change} disabled={busy} className={buttonClassName({ variant: change === "unpublish" ? "outline" : "primary", size: "sm" })}>
              {label(change)}
            </button>
          </Form>
        ))}
        <button type="button" onClick={onDelete} className={buttonClassName({ variant: "ghost", size: "sm", className: "text-red-700 hover:bg-red-50" })} aria-label={t("actions.deleteLabel", { title: post.title })}>
          {t("actions.delete")}
        </button>
      </div>
    </li>
  );
}
