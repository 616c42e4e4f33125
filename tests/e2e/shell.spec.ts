import { expect } from "@playwright/test";
import { signIn, test } from "./fixtures";

test("the header gains a shadow after 20px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.getByTestId("site-header");
  // A shadow is visible when any of its layers has a colour that is not fully transparent.
  const hasShadow = () =>
    header.evaluate((el) =>
      getComputedStyle(el)
        .boxShadow.split(/,(?![^(]*\))/)
        .some((layer) => layer.trim() !== "none" && !/rgba\([^)]*,\s*0\)/.test(layer)),
    );
  await expect.poll(hasShadow).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(hasShadow).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(hasShadow).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(hasShadow).toBe(false);
});

test("visitor navigation", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByTestId("site-header");
  for (const href of ["/how-it-works", "/mentors", "/why-us", "/login", "/signup"]) {
    await expect(nav.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(nav.getByRole("button", { name: /log ?out/i })).toHaveCount(0);
  await expect(page.getByTestId("basket-count")).toHaveCount(0);
});

test("student navigation has the basket with its item count, and logout returns to /", async ({ page }) => {
  await signIn(page, "student");
  await page.goto("/student-dashboard");
  await expect(page.getByTestId("dashboard-welcome")).toContainText(/^Welcome, .+!$/);
  const header = page.getByTestId("site-header");
  for (const href of ["/mentors", "/student-dashboard", "/student-support"]) {
    await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(page.getByTestId("basket-count")).toHaveCount(0);
  await page.evaluate(() =>
    localStorage.setItem(
      "unibridge.basket",
      JSON.stringify([
        {
          mentorId: "demo-mentor-001",
          type: "essay",
          mentorName: "Demo Mentor",
          mentorPhotoId: null,
          date: "2030-01-07",
          time: "10:00",
          expectations: "Essay feedback",
          major: "Economics",
          priceCents: 6000,
        },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  await header.getByRole("button", { name: /log ?out/i }).click();
  await expect(page).toHaveURL("/");
  await expect(header.locator('a[href="/login"]').first()).toBeAttached();
});

test("mentor navigation has no basket", async ({ page }) => {
  await signIn(page, "mentor");
  await page.goto("/mentor-dashboard");
  await expect(page.getByTestId("mentor-dashboard")).toBeVisible();
  const header = page.getByTestId("site-header");
  for (const href of ["/mentor-dashboard", "/mentor-profile", "/mentor-support"]) {
    await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(header.getByRole("button", { name: /basket/i })).toHaveCount(0);
});

test("admin navigation", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("site-header").locator('a[href="/admin/blog"]').first()).toBeAttached();
});

test("the route guard redirects by role", async ({ page }) => {
  await page.goto("/student-dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent-dashboard$/);
  await signIn(page, "mentor");
  await page.goto("/student-dashboard");
  await expect(page).toHaveURL("/mentor-dashboard");
  await page.goto("/admin");
  await expect(page).toHaveURL("/mentor-dashboard");
});

test("the language switch changes the language and is remembered", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("site-header").getByRole("button", { name: "中文" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("home-trust-zh")).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByTestId("site-header").getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the mobile menu opens and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const toggle = page.getByTestId("mobile-menu-button");
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
  await toggle.click();
  const menu = page.getByTestId("mobile-menu");
  await expect(menu).toBeVisible();
  await menu.locator('a[href="/signup"]').click();
  await expect(page).toHaveURL(/\/signup/);
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
});

test("every route change scrolls to top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").locator('a[href="/mentors"]').first().click();
  await expect(page).toHaveURL(/\/mentors/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the 404 page answers 404, is noindex, and searches the site", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("404").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /go home/i })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: /go back/i })).toBeVisible();
  const search = page.getByTestId("not-found-search");
  await search.fill("harvard university");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=harvard(\+|%20)university/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("harvard university");
  await expect(page.locator('main a[href^="/schedule-meeting/"]').first()).toBeVisible();
});

test("a footer link to the current page scrolls smoothly back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Sample the position every frame after the click: a smooth scroll passes through positions
  // between the start and the top; a jump (instant or after navigation) does not.
  const { start, samples } = await page.evaluate(async () => {
    const start = window.scrollY;
    document.querySelector<HTMLAnchorElement>('footer a[href="/"]')!.click();
    const samples: number[] = [];
    for (let frame = 0; frame < 120 && window.scrollY > 0; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      samples.push(window.scrollY);
    }
    return { start, samples };
  });
  expect(samples.filter((y) => y > 0 && y < start).length).toBeGreaterThan(2);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL("/");
});
