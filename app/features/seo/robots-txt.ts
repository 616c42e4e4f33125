import { privatePathPrefixes } from "./public-pages";

/** robots.txt: everything public may be crawled; one user's pages, the back office and machine endpoints may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
