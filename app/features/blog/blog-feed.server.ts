import { Feed } from "feed";
import type { Locale } from "~/lib/i18n";
import { localizedUrl } from "~/lib/page-url";
import { postPath } from "./blog-paths";

export const FEED_LIMIT = 30;

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  category: string;
  publishedAt: Date;
}

export interface BlogFeedOptions {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  posts: FeedPost[];
}

/** The blog's RSS 2.0 document for one language; `feed` escapes the text and wraps the HTML in CDATA. */
export function buildBlogFeed({ siteUrl, locale, title, description, posts }: BlogFeedOptions): string {
  const blogUrl = localizedUrl(siteUrl, "/blog", locale);
  const feed = new Feed({
    title,
    description,
    id: blogUrl,
    link: blogUrl,
    language: locale === "zh" ? "zh-CN" : "en",
    // The newest post's time, so an unchanged blog gives an unchanged document.
    updated: posts[0]?.publishedAt ?? new Date(0),
    generator: "Unibridge",
    feedLinks: { rss: localizedUrl(siteUrl, "/blog/rss.xml", locale) },
  });
  for (const post of posts) {
    const url = localizedUrl(siteUrl, postPath(post.slug), locale);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      content: post.contentHtml,
      date: post.publishedAt,
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}
