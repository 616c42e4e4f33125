import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { setLanguageCookie, signIn, test } from "./fixtures";

test("home page renders in English by default with the visitor's call to action", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cta = page.getByTestId("home-main-cta");
  await expect(cta).toHaveAttribute("href", "/signup");
  await expect(cta).toHaveText(/sign up now/i);
  await expect(page.getByTestId("home-guarantee")).toBeVisible();
  await expect(page.getByTestId("home-testimonials")).toBeVisible();
  await expect(page.getByTestId("home-university-strip")).toBeVisible();
  await expect(page.getByTestId("home-trust-zh")).toHaveCount(0);
  await expect(page.getByTestId("home-online-widget")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /browse mentors/i }).first()).toHaveAttribute("href", "/mentors");
  await expect(page.getByRole("link", { name: /learn more/i }).first()).toHaveAttribute("href", "/how-it-works");
});

test("signed-in users get 'find mentors' pointing at /mentors", async ({ page }) => {
  await signIn(page, "student");
  await page.goto("/");
  const cta = page.getByTestId("home-main-cta");
  await expect(cta).toHaveAttribute("href", "/mentors");
  await expect(cta).toHaveText(/find mentors/i);
});

test("the language cookie renders Chinese on the server, with Chinese-only items and without English-only ones", async ({
  page,
}) => {
  await setLanguageCookie(page, "zh");
  const response = await page.request.get("/");
  const html = await response.text();
  expect(html).toContain('<html lang="zh-CN"');
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("home-trust-zh")).toBeVisible();
  await expect(page.getByTestId("home-online-widget")).toBeVisible();
  await expect(page.getByTestId("home-guarantee")).toHaveCount(0);
  await expect(page.getByTestId("home-testimonials")).toHaveCount(0);
  await expect(page.getByTestId("home-university-strip")).toHaveCount(0);
  await expect(page.getByTestId("home-main-cta")).toContainText(/[\u4e00-\u9fff]/);
});

test("the online widget is hidden on small screens", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("home-online-widget")).toBeHidden();
});

for (const locale of ["en", "zh"] as const) {
  test(`home page has no serious accessibility violations (${locale})`, async ({ page }) => {
    await setLanguageCookie(page, locale);
    await page.goto("/");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
