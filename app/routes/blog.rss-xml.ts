import type { Route } from "./+types/blog.rss-xml";
import { buildBlogFeed, FEED_LIMIT } from "~/features/blog/blog-feed.server";
import { listFeedPosts } from "~/features/blog/public-posts.server";
import { getServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { LANGUAGE_PARAM } from "~/lib/page-url";
import { serverPageT } from "~/lib/page-strings.server";

// One feed per language: English at /blog/rss.xml, Chinese at /blog/rss.xml?lang=zh. Feed
// readers send no language cookie, so only the address decides.
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale: Locale = new URL(request.url).searchParams.get(LANGUAGE_PARAM) === "zh" ? "zh" : "en";
  const { db, clock, config } = getServices(context);
  const posts = await listFeedPosts(db, locale, clock.now(), FEED_LIMIT);
  const t = serverPageT(locale, "blog");
  const xml = buildBlogFeed({ siteUrl: config.appUrl, locale, title: t("feed.title"), description: t("feed.description"), posts });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Short: a scheduled post should appear soon after its time.
      "Cache-Control": "public, max-age=300",
    },
  });
}
