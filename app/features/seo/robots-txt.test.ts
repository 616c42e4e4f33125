import { describe, expect, it } from "vitest";
import { indexedPages } from "./public-pages";
import { robotsTxt } from "./robots-txt";

/** Google's rule: the longest matching Allow/Disallow path wins. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1] === "Allow", prefix: match[2]! }));
  const matching = rules.filter((rule) => path.startsWith(rule.prefix)).sort((a, b) => b.prefix.length - a.prefix.length);
  return matching[0]?.allow ?? true;
}

describe("robots.txt", () => {
  const robots = robotsTxt("https://unibridge.example");

  it("names the sitemap by its absolute URL and addresses every crawler", () => {
    expect(robots.startsWith("User-agent: *\n")).toBe(true);
    expect(robots).toContain("\nSitemap: https://unibridge.example/sitemap.xml\n");
  });

  it("lets crawlers reach every indexed page, blog posts, mentors' pages and images", () => {
    for (const page of indexedPages()) expect(allowed(robots, page.path), page.path).toBe(true);
    for (const path of ["/blog/essay-tips", "/schedule-meeting/m1", "/media/abc", "/marks/harvard.svg"]) expect(allowed(robots, path), path).toBe(true);
  });

  it("keeps them out of dashboards, the back office, APIs, resource routes and development pages", () => {
    for (const path of ["/admin", "/admin/leads", "/blog-manager", "/student-dashboard", "/mentor-dashboard", "/mentor-profile", "/api/v1/mentors", "/resources/language", "/dev/mailbox", "/search?q=x", "/sat-practice"]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });
});
