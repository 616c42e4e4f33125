import { expect, type APIRequestContext } from "@playwright/test";
import { baseURL, failOnBrowserErrors, seriousViolations, signIn, test } from "./fixtures";

// The public blog on the demo posts: seven articles, each in English and Chinese, published about
// two weeks apart; the newest English one three weeks before the seed's clock.
failOnBrowserErrors();
// axe runs several times on long pages.
test.slow();

const DAY_MS = 86_400_000;
const NEWEST = "How to Prepare for an Alumni Interview";
const SECOND_NEWEST = "Financial Aid for International Students: What to Know Before You Apply";

async function moveClock(request: APIRequestContext, offsetMs: number) {
  const response = await request.put(`${baseURL}/__test/clock`, { data: { offsetMs } });
  expect(response.status(), await response.text()).toBe(200);
}

test("a visitor sees the English blog: hero, newest posts first, the feed link", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Admissions Playbook" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Personalized Guidance" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Meet Our Mentors" })).toHaveAttribute("href", "/mentors");
  // Other specs may have published posts of their own (newer), so the demo posts are checked by
  // their order among the cards, not by position.
  await expect(page.getByTestId("post-card").filter({ hasText: NEWEST })).toHaveCount(1);
  const cards = await page.getByTestId("post-card").allInnerTexts();
  const newest = cards.findIndex((text) => text.includes(NEWEST));
  const older = cards.findIndex((text) => text.includes(SECOND_NEWEST));
  expect(newest).toBeGreaterThanOrEqual(0);
  expect(older).toBeGreaterThan(newest);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a visitor reads an English post, then its Chinese version", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Building a Balanced College List: Reach, Target and Safety", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/building-a-balanced-college-list-reach-target-and-safety$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building a Balanced College List: Reach, Target and Safety");
  await expect(page.getByRole("img", { name: "Illustration: a columned university building" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Topics" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", /\/blog\/balanced-college-list-zh\?lang=zh$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId("other-language").click();
  await expect(page).toHaveURL(/\/blog\/balanced-college-list-zh\?lang=zh$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("如何搭建一份均衡的选校清单：冲刺、匹配与保底");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { name: "相关话题" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a visitor reads the Chinese blog", async ({ page }) => {
  await page.goto("/blog/balanced-college-list-zh?lang=zh");
  await page.getByRole("link", { name: "返回博客" }).click();
  await expect(page).toHaveURL(/\/blog\?lang=zh$/);
  await expect(page.getByRole("heading", { level: 1, name: "升学攻略" })).toBeVisible();
  const cards = await page.getByTestId("post-card").allInnerTexts();
  const newest = cards.findIndex((text) => text.includes("校友面试怎么准备"));
  expect(newest).toBeGreaterThanOrEqual(0);
  expect(cards.findIndex((text) => text.includes("国际学生的助学金：申请前需要知道的事"))).toBeGreaterThan(newest);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a topic tile filters the list and a second click clears it", async ({ page }) => {
  await page.goto("/blog");
  const tile = page.getByTestId("category-tile").filter({ hasText: "Extracurriculars" });
  await expect(tile).toContainText("1 article");
  await tile.click();
  await expect(page).toHaveURL(/\/blog\?category=Extracurriculars$/);
  await expect(tile).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("post-card")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Articles in Extracurriculars" })).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(tile).not.toHaveAttribute("aria-current", "true");
  // All topics again: a post of another topic is back.
  await expect(page.getByTestId("post-card").filter({ hasText: SECOND_NEWEST })).toHaveCount(1);
});

test("a signed-in student sees the blog without the visitor hero", async ({ page }) => {
  await signIn(page, "student");
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Admissions Playbook" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Personalized Guidance" })).toHaveCount(0);
});

test.describe("a scheduled post", () => {
  test.afterEach(async ({ request }) => {
    await moveClock(request, 0);
  });

  test("stays out of the list, the post page and the feed until its time", async ({ page, request }) => {
    // Three and a half weeks back, the newest post's publication time is still to come.
    await moveClock(request, -25 * DAY_MS);
    await page.goto("/blog");
    await expect(page.getByTestId("post-card")).toHaveCount(6);
    await expect(page.getByText(NEWEST)).toHaveCount(0);
    await page.goto("/blog/how-to-prepare-for-an-alumni-interview");
    await expect(page).toHaveURL(/\/blog$/);
    expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(NEWEST);

    await moveClock(request, 0);
    await page.goto("/blog/how-to-prepare-for-an-alumni-interview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);
    expect(await (await request.get("/blog/rss.xml")).text()).toContain(NEWEST);
  });
});
