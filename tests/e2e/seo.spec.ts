import { expect, type Page } from "@playwright/test";
import { baseURL, failOnBrowserErrors, seriousViolations, setLanguageCookie, test } from "./fixtures";

// The 404 page answers 404, which the browser logs.
failOnBrowserErrors([/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/no-such-page\)/]);

async function headLinks(page: Page) {
  return {
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    alternates: await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
    ),
  };
}

const homeAlternates = [`en ${baseURL}/`, `zh-CN ${baseURL}/?lang=zh`, `x-default ${baseURL}/`];

test("the home page has its canonical URL and hreflang alternates in each language, a description and the Organization", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await headLinks(page)).toEqual({ canonical: `${baseURL}/`, alternates: homeAlternates });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Unibridge", url: `${baseURL}/` });

  await page.goto("/?lang=zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  expect(await headLinks(page)).toEqual({ canonical: `${baseURL}/?lang=zh`, alternates: homeAlternates });
});

test("the language switch moves to the chosen language's URL, both ways", async ({ page }) => {
  await page.goto("/mentors?lang=zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const header = page.getByTestId("site-header");
  await header.getByRole("button", { name: "English" }).first().click();
  await expect(page).toHaveURL(`${baseURL}/mentors`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/mentors`);

  await header.getByRole("button", { name: "中文" }).first().click();
  await expect(page).toHaveURL(`${baseURL}/mentors?lang=zh`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/mentors?lang=zh`);
});

test("a Chinese URL opened with an English cookie stays Chinese through the page's plain links", async ({ page }) => {
  await setLanguageCookie(page, "en");
  await page.goto("/?lang=zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByTestId("site-header").locator('a[href="/mentors"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/mentors`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});

test("robots.txt and sitemap.xml are served with cache headers", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(robots.headers()["cache-control"]).toBe("public, max-age=86400");
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain("Disallow: /admin");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(sitemap.headers()["cache-control"]).toBe("public, max-age=3600");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/mentors?lang=zh</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseURL}/mentors?lang=zh"/>`);
  expect(xml).toMatch(/<loc>[^<]+\/schedule-meeting\/[^<]+<\/loc>/);
});

test("private pages and the 404 page are noindex; public ones are not", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.goto("/search?q=harvard");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  for (const path of ["/login", "/signup", "/forgot-password", "/top-mentors"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{30,}/);
  }
});

test("site search groups its results, in the page's language", async ({ page }) => {
  await page.goto("/search?q=harvard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “harvard”");
  const mentors = page.getByRole("region", { name: /^Mentors/ });
  await expect(mentors.getByRole("link").first()).toHaveAttribute("href", /^\/schedule-meeting\//);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/search?q=%E9%9A%90%E7%A7%81&lang=zh");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“隐私”的搜索结果");
  await expect(page.getByRole("region", { name: /^页面/ }).getByRole("link", { name: /隐私政策/ }).first()).toHaveAttribute("href", "/privacy");
});
