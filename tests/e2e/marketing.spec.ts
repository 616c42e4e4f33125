import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, seriousViolations, signIn, test } from "./fixtures";

failOnBrowserErrors();
// Several full page loads per test, on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

const PAGES = ["/for-schools", "/institutional", "/why-us", "/how-it-works", "/about", "/for-parents"] as const;

/** Opens /how-it-works and waits until it has hydrated (the walkthrough marks itself ready). */
async function openWalkthrough(page: Page, url = "/how-it-works#demo") {
  await page.goto(url);
  await expect(page.getByTestId("demo-walkthrough")).toHaveAttribute("data-ready", "true");
}

for (const path of PAGES) {
  for (const lang of ["en", "zh"] as const) {
    test(`${path} renders for a visitor in ${lang}, with one h1 and no serious accessibility violations`, async ({ page }) => {
      const response = await page.goto(lang === "zh" ? `${path}?lang=zh` : path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "zh" ? "zh-CN" : "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      if (lang === "zh") await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u4e00-\u9fff]/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}${lang === "zh" ? "\\?lang=zh" : ""}$`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the mentor section of /how-it-works is shown in English and hidden in Chinese", async ({ page }) => {
  await page.goto("/how-it-works");
  await expect(page.getByTestId("how-mentors")).toBeVisible();
  await page.goto("/how-it-works?lang=zh");
  await expect(page.getByTestId("demo-walkthrough")).toBeVisible();
  await expect(page.getByTestId("how-mentors")).toHaveCount(0);
});

test("the parents FAQ is shown in English and hidden in Chinese", async ({ page }) => {
  await page.goto("/for-parents");
  await expect(page.getByTestId("parents-faq")).toBeVisible();
  await page.goto("/for-parents?lang=zh");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("parents-faq")).toHaveCount(0);
});

test("an FAQ answer opens when the address points at it", async ({ page }) => {
  await page.goto("/for-schools#staff-time");
  await expect(page.locator("details#staff-time")).toHaveAttribute("open", "");
  await expect(page.getByText("Very little. After a kickoff call")).toBeVisible();
});

test.describe("the product walkthrough", () => {
  test.use({ timezoneId: "Asia/Shanghai" });

  test("the home page's 'Watch demo' leads to it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /watch demo/i })).toHaveAttribute("href", "/how-it-works#demo");
  });

  test("is operated with the keyboard: Next, arrow keys, Home, End and the step list", async ({ page }) => {
    await openWalkthrough(page);
    const demo = page.getByTestId("demo-walkthrough");
    const count = page.getByTestId("demo-step-count");
    // The miniature of the real screen (its text is also in the step's explanation).
    const scene = demo.getByRole("img");
    await expect(count).toHaveText("Step 1 of 6");
    await expect(demo.getByRole("heading", { level: 3, name: "Find a mentor" })).toBeVisible();
    await expect(scene.getByText("SAT tutors (1500+)")).toBeVisible();
    await expect(demo.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

    await demo.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(count).toHaveText("Step 2 of 6");
    await expect(demo.getByRole("heading", { level: 3, name: "Read the reviews" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText("Step 3 of 6");
    // The slot is in US Eastern time, with the visitor's own time beside it.
    await expect(scene.getByText("Tue, Mar 17, 10:00 AM ET")).toBeVisible();
    await expect(scene).toContainText(/Your time: Tue, 10:00\sPM GMT\+8/);

    await page.keyboard.press("End");
    await expect(count).toHaveText("Step 6 of 6");
    await expect(demo.getByRole("heading", { level: 3, name: "Rate your session" })).toBeVisible();
    await expect(page.locator(":focus")).toHaveText("Start again");

    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText("Step 5 of 6");
    await expect(scene.getByText("invite.ics").first()).toBeVisible();

    await page.keyboard.press("Home");
    await expect(count).toHaveText("Step 1 of 6");

    await demo.getByRole("button", { name: "Go to step 4: Pay" }).focus();
    await page.keyboard.press("Space");
    await expect(count).toHaveText("Step 4 of 6");
    await expect(demo.getByRole("button", { name: "Go to step 4: Pay" })).toHaveAttribute("aria-current", "step");
    await expect(scene.getByText("Complete Purchase")).toBeVisible();
  });

  test("speaks Chinese on the Chinese page", async ({ page }) => {
    await openWalkthrough(page, "/how-it-works?lang=zh#demo");
    await expect(page.getByTestId("demo-step-count")).toHaveText("第 1 步，共 6 步");
    await page.getByTestId("demo-walkthrough").getByRole("button", { name: "下一步" }).click();
    await expect(page.getByTestId("demo-step-count")).toHaveText("第 2 步，共 6 步");
  });
});

test.describe("the floating 'Get Started Free' prompt", () => {
  test("shows to a visitor, leads to /signup, and stays dismissed once dismissed", async ({ page }) => {
    await page.goto("/about");
    const prompt = page.getByTestId("floating-signup-prompt");
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");

    await prompt.getByRole("button", { name: "Dismiss" }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await openWalkthrough(page, "/how-it-works");
    await expect(prompt).toHaveCount(0);
  });

  test("is not shown on the sign-up page", async ({ page }) => {
    await openWalkthrough(page, "/how-it-works");
    await expect(page.getByTestId("floating-signup-prompt")).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByTestId("floating-signup-prompt")).toHaveCount(0);
  });

  test("is never shown to a signed-in user", async ({ page }) => {
    await signIn(page, "student");
    await openWalkthrough(page, "/how-it-works");
    await expect(page.getByTestId("floating-signup-prompt")).toHaveCount(0);
  });

  test("covers no content on a 375px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    for (const path of ["/", "/for-schools"]) {
      await page.goto(path);
      const prompt = page.getByTestId("floating-signup-prompt");
      await expect(prompt).toBeAttached();
      if (path === "/") {
        // The main call to action, at load, is the element under its own centre.
        const cta = page.getByTestId("home-main-cta");
        expect(await cta.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && el.contains(top);
        })).toBe(true);
      }
      // No control of the page or the footer shares any pixel with the prompt, wherever one scrolls.
      const overlaps = await prompt.evaluate((promptElement) => {
        const p = promptElement.getBoundingClientRect();
        const controls = [...document.querySelectorAll("main a, main button, main input, main select, main textarea, footer a")];
        return controls
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.height > 0 && r.left < p.right && r.right > p.left && r.top < p.bottom && r.bottom > p.top)
          .map(({ el }) => el.outerHTML.slice(0, 80));
      });
      expect(overlaps).toEqual([]);
      await prompt.scrollIntoViewIfNeeded();
      await expect(prompt).toBeInViewport();
    }
  });
});
