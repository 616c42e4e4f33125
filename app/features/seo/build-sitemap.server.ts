import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import { escapeHtml } from "~/lib/escape-html";
import { supportedLocales, type Locale } from "~/lib/i18n";
import { localizedUrl } from "~/lib/page-url";
import { indexedPages } from "./public-pages";
import { isPublic } from "~/features/blog/public-posts.server";

// One sitemap file holds at most 50,000 URLs; every mentor has two (one per language).
const MAX_MENTORS = 20_000;
const MAX_POSTS = 5_000;

export interface SitemapUrl {
  loc: string;
  /** hreflang -> URL of the same page in each language it exists in. */
  alternates: { hreflang: string; href: string }[];
  lastmod?: Date;
  priority?: number;
}

const hreflang = (locale: Locale) => (locale === "zh" ? "zh-CN" : "en");

function inEveryLanguage(siteUrl: string, path: string, extra: Omit<SitemapUrl, "loc" | "alternates"> = {}): SitemapUrl[] {
  const alternates = [
    ...supportedLocales.map((locale) => ({ hreflang: hreflang(locale), href: localizedUrl(siteUrl, path, locale) })),
    { hreflang: "x-default", href: localizedUrl(siteUrl, path, "en") },
  ];
  return supportedLocales.map((locale) => ({ loc: localizedUrl(siteUrl, path, locale), alternates, ...extra }));
}

/** The blog's public posts, each in its own language, linked to its translation when that is public too. */
async function postUrls(db: DbOrTx, siteUrl: string, now: Date): Promise<SitemapUrl[]> {
  const posts = await db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale, translationKey: blogPosts.translationKey, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(asc(blogPosts.slug))
    .limit(MAX_POSTS);
  const url = (post: (typeof posts)[number]) => localizedUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`, post.locale);
  const byKey = new Map<string, typeof posts>();
  for (const post of posts) byKey.set(post.translationKey, [...(byKey.get(post.translationKey) ?? []), post]);
  return posts.map((post) => {
    const versions = byKey.get(post.translationKey) ?? [post];
    const alternates =
      versions.length > 1 ? versions.map((version) => ({ hreflang: hreflang(version.locale), href: url(version) })) : [];
    return { loc: url(post), alternates, lastmod: post.updatedAt, priority: 0.6 };
  });
}

async function mentorUrls(db: DbOrTx, siteUrl: string): Promise<SitemapUrl[]> {
  const mentors = await db
    .select({ id: mentorProfiles.userId, updatedAt: mentorProfiles.updatedAt })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(users.disabled, false))
    .orderBy(asc(mentorProfiles.userId))
    .limit(MAX_MENTORS);
  return mentors.flatMap((mentor) =>
    inEveryLanguage(siteUrl, `/schedule-meeting/${encodeURIComponent(mentor.id)}`, { lastmod: mentor.updatedAt, priority: 0.5 }),
  );
}

/** Every URL search engines should index: the registry's public pages, mentors' booking pages and public posts. */
export async function listSitemapUrls(db: DbOrTx, siteUrl: string, now: Date): Promise<SitemapUrl[]> {
  const pages = indexedPages().flatMap((page) => inEveryLanguage(siteUrl, page.path, { priority: page.priority }));
  const [mentors, posts] = await Promise.all([mentorUrls(db, siteUrl), postUrls(db, siteUrl, now)]);
  return [...pages, ...mentors, ...posts];
}

/** The sitemap protocol's XML with xhtml:link hreflang alternates (Google's format for language versions). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ];
  for (const url of urls) {
    lines.push("  <url>", `    <loc>${escapeHtml(url.loc)}</loc>`);
    for (const alternate of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`);
    }
    if (url.lastmod) lines.push(`    <lastmod>${url.lastmod.toISOString()}</lastmod>`);
    if (url.priority !== undefined) lines.push(`    <priority>${url.priority.toFixed(1)}</priority>`);
    lines.push("  </url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
