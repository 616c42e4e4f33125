import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import type { RootData } from "~/lib/use-user";
import { PageMeta, type PageMetaProps } from "./page-meta";

function renderMeta(props: PageMetaProps, locale: Locale = "en"): string {
  const root: RootData = { viewer: null, locale, contactEmail: "", siteUrl: "https://unibridge.test" };
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => root, Component: () => <PageMeta {...props} /> }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"/g)].map((m) => [m[1], m[2] ?? null, m[3]]);

it("declares the same path in each language by default", () => {
  expect(links(renderMeta({ title: "Blog", description: "d", path: "/blog" }))).toEqual([
    ["canonical", null, "https://unibridge.test/blog"],
    ["alternate", "en", "https://unibridge.test/blog"],
    ["alternate", "zh-CN", "https://unibridge.test/blog?lang=zh"],
    ["alternate", "x-default", "https://unibridge.test/blog"],
  ]);
});

it("declares each language's own address when given alternates", () => {
  const alternates = [
    { locale: "zh", path: "/blog/essay-zh" },
    { locale: "en", path: "/blog/essay" },
  ] as const;
  expect(links(renderMeta({ title: "文书", description: "d", path: "/blog/essay-zh", alternates }, "zh"))).toEqual([
    ["canonical", null, "https://unibridge.test/blog/essay-zh?lang=zh"],
    ["alternate", "zh-CN", "https://unibridge.test/blog/essay-zh?lang=zh"],
    ["alternate", "en", "https://unibridge.test/blog/essay"],
    ["alternate", "x-default", "https://unibridge.test/blog/essay"],
  ]);
  // A Chinese-only post has no English address, so no x-default either.
  expect(links(renderMeta({ title: "t", description: "d", path: "/blog/only-zh", alternates: [{ locale: "zh", path: "/blog/only-zh" }] }, "zh"))).toEqual([
    ["canonical", null, "https://unibridge.test/blog/only-zh?lang=zh"],
    ["alternate", "zh-CN", "https://unibridge.test/blog/only-zh?lang=zh"],
  ]);
});
