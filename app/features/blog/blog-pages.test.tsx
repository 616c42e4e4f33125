import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";
import { pageStrings } from "~/lib/page-strings.server";
import type { RootData, Viewer } from "~/lib/use-user";
import { BlogPage, type BlogPageProps } from "./blog-page";
import { BlogPostPage, type BlogPostView } from "./blog-post-page";

function render(element: React.ReactNode, { url = "/blog", locale = "en", viewer = null }: { url?: string; locale?: Locale; viewer?: Viewer | null } = {}) {
  const root: RootData = { viewer, locale, contactEmail: "", siteUrl: "https://unibridge.test" };
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => root, children: [{ path: "blog/*", Component: () => element }] }]);
  // With the blog's strings, as its loaders send them.
  const i18n = createI18n(locale);
  i18n.addResourceBundle(locale, "blog", pageStrings(locale, "blog").bundles.blog!);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { root } }} />
    </I18nProvider>,
  );
}

const card = {
  slug: "essay-topics",
  title: "Choosing an essay topic",
  excerpt: "The hardest part is choosing.",
  category: "Essay Writing",
  readTime: "4 min read",
  authorName: "Unibridge Team",
  authorCollege: "Yale University",
  imageId: "7f1d0a52-8f57-4d2e-9f0e-3f1b9f6f1c11",
  imageAlt: "A pen on lined paper",
  date: { iso: "2026-03-07T12:00:00.000Z", label: "March 7, 2026" },
};

const list: BlogPageProps = { locale: "en", category: null, counts: { "Essay Writing": 1, "SAT Prep": 2 }, posts: [card], page: 1, pageCount: 1 };

describe("BlogPage", () => {
  it("shows visitors the two ways in and one h1; signed-in readers only the title", () => {
    const visitor = render(<BlogPage {...list} />);
    expect(visitor).toContain('href="/signup"');
    expect(visitor).toContain("Get Personalized Guidance");
    expect(visitor).toContain("Meet Our Mentors");
    expect(visitor.match(/<h1/g)).toHaveLength(1);
    const member = render(<BlogPage {...list} />, { viewer: { role: "student" } });
    expect(member).not.toContain("Get Personalized Guidance");
    expect(member.match(/<h1/g)).toHaveLength(1);
  });

  it("shows six tiles with counts; the chosen tile clears the filter, keeping the language", () => {
    const html = render(<BlogPage {...list} locale="zh" category="SAT Prep" />, { url: "/blog?category=SAT+Prep&lang=zh", locale: "zh" });
    expect(html.match(/data-testid="category-tile"/g)).toHaveLength(6);
    expect(html).toContain("2 篇文章");
    expect(html).toMatch(/aria-current="true"[^>]*href="\/blog\?lang=zh"/);
    expect(html).toContain('href="/blog?category=Essay+Writing&amp;lang=zh"');
    expect(html).toContain('href="/blog/essay-topics?lang=zh"');
  });

  it("shows a card's image, category, author, date, read time and Read More", () => {
    const html = render(<BlogPage {...list} />);
    for (const text of ["Choosing an essay topic", "By Unibridge Team · Yale University", "March 7, 2026", "4 min read", "Read More", "Essay Writing"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`src="/media/${card.imageId}?w=640" alt="A pen on lined paper"`);
  });

  it("says when a category has no posts", () => {
    const html = render(<BlogPage {...list} category="Interview Tips" posts={[]} />, { url: "/blog?category=Interview+Tips" });
    expect(html).toContain("No posts found in this category.");
    expect(html).toContain('href="/blog"');
  });
});

describe("BlogPostPage", () => {
  const post: BlogPostView = {
    ...card,
    contentHtml: "<h2>Start with moments</h2><p>Body text</p>",
    authorImageId: null,
    tags: ["personal statement", "Common App"],
    locale: "en",
    translation: { locale: "zh", slug: "essay-topics-zh" },
  };

  it("shows the post with its author, tags, cover alt and a link to the other language", () => {
    const html = render(<BlogPostPage post={post} afterArticle={<p>Lead form here</p>} />, { url: "/blog/essay-topics" });
    expect(html).toContain("Back to Blog");
    expect(html).toContain("<h2>Start with moments</h2>");
    expect(html).toContain("Related Topics");
    expect(html).toContain("personal statement");
    expect(html).toContain('alt="A pen on lined paper"');
    expect(html).toMatch(/hrefLang="zh-CN"[^>]*href="\/blog\/essay-topics-zh\?lang=zh"/);
    expect(html).toContain("阅读中文版");
    expect(html).toContain("Lead form here");
  });

  it("has no tag section without tags and no language link without a translation", () => {
    const html = render(<BlogPostPage post={{ ...post, tags: [], translation: null }} />, { url: "/blog/essay-topics" });
    expect(html).not.toContain("Related Topics");
    expect(html).not.toContain("other-language");
  });
});
