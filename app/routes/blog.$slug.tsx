import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog.$slug";
import { BlogPostPage } from "~/features/blog/blog-post-page";
import { localizedPath, postPath } from "~/features/blog/blog-paths";
import { getPublicPost } from "~/features/blog/get-public-post.server";
import { postDate } from "~/features/blog/post-date";
import { getServices, localeContext } from "~/lib/app-context.server";
import { LANGUAGE_PARAM } from "~/lib/page-url";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { blogPostingJsonLd } from "~/features/seo/structured-data";
import { useRootData } from "~/lib/use-user";
import { JsonLd } from "~/ui/json-ld";
import { PageMeta } from "~/ui/page-meta";

const slugSchema = z.string().min(1).max(300);

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const slug = slugSchema.safeParse(params.slug);
  const { db, clock } = getServices(context);
  const post = slug.success ? await getPublicPost(db, slug.data, clock.now()) : null;
  // Missing, a draft or not yet published: the spec sends the reader to the list.
  if (!post) throw redirect(localizedPath("/blog", locale));
  if (post.locale !== locale) {
    // The reader asked for the other language: its version of the article when there is one,
    // otherwise this article at its own language's address (named, so a cookie cannot override it).
    if (post.translation?.locale === locale) throw redirect(localizedPath(postPath(post.translation.slug), locale));
    throw redirect(`${postPath(post.slug)}?${LANGUAGE_PARAM}=${post.locale}`);
  }
  const { publishedAt, updatedAt, excerpt, seoTitle, seoDescription, ...view } = post;
  const alternates = [{ locale: post.locale, path: postPath(post.slug) }];
  if (post.translation) alternates.push({ locale: post.translation.locale, path: postPath(post.translation.slug) });
  return {
    post: { ...view, date: postDate(publishedAt, locale) },
    meta: { title: seoTitle ?? post.title, description: seoDescription ?? excerpt },
    alternates,
    posting: { datePublished: (publishedAt ?? updatedAt).toISOString(), dateModified: updatedAt.toISOString() },
    // The post ends with the lead capture form.
    strings: pageStrings(locale, "blog", "leads"),
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { post, meta, alternates, posting } = loaderData;
  const { siteUrl } = useRootData();
  const jsonLd = blogPostingJsonLd({
    siteUrl,
    path: postPath(post.slug),
    locale: post.locale,
    headline: post.title,
    description: meta.description,
    image: post.imageId ? `/media/${post.imageId}` : null,
    datePublished: new Date(posting.datePublished),
    dateModified: new Date(posting.dateModified),
    authorName: post.authorName,
    keywords: post.tags,
    articleSection: post.category,
  });
  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        path={postPath(post.slug)}
        type="article"
        image={post.imageId ? `/media/${post.imageId}` : undefined}
        alternates={alternates}
      />
      <JsonLd data={jsonLd} />
      <BlogPostPage post={post} afterArticle={<LeadCaptureForm source="blog-post" page={postPath(post.slug)} />} />
    </>
  );
}
