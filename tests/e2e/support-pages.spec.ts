import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, seriousViolations, signIn, type DemoRole, test } from "./fixtures";

// Success stories, legal pages, support centers, demos and SAT coming soon: each renders for the
// role the route table names, in English and Chinese, axe-clean with one h1; wrong roles are
// sent away; the success-story filters combine; the FAQ filters and its anchors open answers;
// the demo slot form's rules and the 3-second banner (on Playwright's clock, no waiting).

// The Google test answers the button's request with a 502 on purpose.
failOnBrowserErrors([/status of 502/]);
// The machine is shared and slow: axe on a long page takes a while.
test.describe.configure({ timeout: 120_000 });

const pages: { path: string; role: DemoRole | null; h1: { en: string; zh: string } }[] = [
  { path: "/success-stories", role: null, h1: { en: "Students who got there with a mentor beside them", zh: "有导师同行，他们走到了目标" } },
  { path: "/privacy", role: null, h1: { en: "Privacy Policy", zh: "隐私政策" } },
  { path: "/terms", role: null, h1: { en: "Terms of Service", zh: "服务条款" } },
  { path: "/mentor-support", role: null, h1: { en: "Mentor Support Center", zh: "导师支持中心" } },
  { path: "/student-support", role: "student", h1: { en: "Student Support Center", zh: "学生支持中心" } },
  { path: "/sat-coming-soon", role: "student", h1: { en: "SAT Practice Coming Soon", zh: "SAT 练习即将推出" } },
  { path: "/user-demo", role: "student", h1: { en: "Welcome, ", zh: "欢迎，" } },
  { path: "/mentor-demo", role: "mentor", h1: { en: "Mentor Demo", zh: "导师演示" } },
];

async function expectGoodPage(page: Page, h1: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toContainText(h1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
}

for (const { path, role, h1 } of pages) {
  test(`${path} renders for ${role ?? "a visitor"} in English and Chinese`, async ({ page }) => {
    if (role) await signIn(page, role);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectGoodPage(page, h1.en);
    await page.goto(`${path}?lang=zh`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expectGoodPage(page, h1.zh);
  });
}

test("pages for one role send visitors to sign in and other roles to their dashboard", async ({ page }) => {
  await page.goto("/user-demo");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser-demo$/);
  await page.goto("/student-support");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent-support$/);
  await signIn(page, "mentor");
  for (const path of ["/user-demo", "/student-support", "/sat-coming-soon"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/mentor-dashboard$/);
  }
  await page.context().clearCookies();
  await signIn(page, "student");
  await page.goto("/mentor-demo");
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test("success-story search, college and result type combine, and the chart loads with its table", async ({ page }) => {
  await page.goto("/success-stories");
  await page.locator("#admission-rates-title").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("admission-rates-chart").locator("canvas[data-drawn]")).toBeVisible();
  const table = page.getByTestId("admission-rates-table");
  await expect(table.locator("tbody tr")).toHaveCount(12);
  await expect(table.locator("tbody tr").first()).toContainText(/Jan\s*25%\s*40%/);

  const cards = page.getByTestId("story-card");
  await expect(cards).toHaveCount(12);
  await page.getByLabel("Search by college or student").fill("university");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=university$/);
  // The address changes before the new list renders (a transition): wait for the list itself.
  await expect(cards).toHaveCount(11);
  const typeChips = page.getByRole("group", { name: "Result Type" });
  await typeChips.getByRole("link", { name: "Score Improvement" }).click();
  await expect(page).toHaveURL(/q=university&type=score-improvement/);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole("heading")).toHaveText(["Lin Y.", "Hannah W."]);

  await page.getByRole("group", { name: "College" }).getByRole("link", { name: "Cornell University" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("SAT 1340 → 1510");
  await expect(page.getByLabel("Search by college or student")).toHaveValue("university");

  await typeChips.getByRole("link", { name: "Admission Offer" }).click();
  await expect(page.getByTestId("stories-empty")).toHaveText("No results found. Try adjusting your filters.");
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole("link", { name: "Find Your Mentor" })).toHaveAttribute("href", "/mentors");
});

test("the mentor FAQ filters by category and an anchor opens its answer", async ({ page }) => {
  await page.goto("/mentor-support");
  const questions = page.getByTestId("mentor-faq").locator("details");
  const all = await questions.count();
  await page.getByRole("link", { name: "Payment", exact: true }).click();
  await expect(page).toHaveURL(/\?category=payment$/);
  await expect(questions).toHaveCount(3);
  for (const category of await questions.evaluateAll((els) => els.map((el) => el.getAttribute("data-category")))) expect(category).toBe("payment");
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(questions).toHaveCount(all);

  await page.goto("/mentor-support#payout-timing");
  await expect(page.locator("#payout-timing")).toHaveAttribute("open", "");
  await expect(page.locator("#payout-timing")).toContainText("3 to 5 business days");
  await expect(page.locator("#platform-fee")).not.toHaveAttribute("open");
  // A link elsewhere to another answer (the hash changes without a new page) opens that one.
  await page.evaluate(() => {
    window.location.hash = "platform-fee";
  });
  await expect(page).toHaveURL(/#platform-fee$/);
  await expect(page.locator("#platform-fee")).toHaveAttribute("open", "");
  await expect(page.getByTestId("support-email")).toHaveAttribute("href", /^mailto:.+@/);
  await expect(page.getByText("Mon-Fri 9-5 EST")).toBeVisible();
});

test("legal headings are anchors with a way back home", async ({ page }) => {
  await page.goto("/privacy#cookies");
  await expect(page.locator("h2#cookies")).toBeInViewport();
  await expect(page.getByText(/never see or store your card number/)).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("the demo slot form's rules, and its success banner clears after 3 seconds", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-12-01T10:00:00") });
  await signIn(page, "mentor");
  await page.goto("/mentor-demo");
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date("2026-12-01T10:05:00"));
  const error = page.getByTestId("demo-slot-error");
  const add = page.getByRole("button", { name: "Add Slot" });

  await add.click();
  await expect(error).toHaveText("Please fill in the date, start time, and end time for the slot.");
  await page.getByLabel("Date").fill("2026-12-02");
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("09:30");
  await add.click();
  await expect(error).toHaveText("Slot end time must be after start time.");
  await page.getByLabel("Date").fill("2026-11-30");
  await page.getByLabel("End time").fill("11:00");
  await add.click();
  await expect(error).toHaveText("The slot's date cannot be before today.");
  await page.getByLabel("Date").fill("2026-12-02");
  await page.getByLabel("Start time").fill("10:15");
  await add.click();
  await expect(error).toHaveText("Start and end times must be on the hour or the half hour.");
  await expect(page.getByLabel("Start time")).toHaveAttribute("step", "1800");

  await page.getByLabel("Start time").fill("10:30");
  await add.click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId("demo-slots").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("demo-slots")).toContainText("10:30 to 11:00");
  const banner = page.getByTestId("demo-success");
  await expect(banner).toHaveText("Slot added.");
  await page.clock.runFor(2900);
  await expect(banner).toHaveText("Slot added.");
  await page.clock.runFor(200);
  await expect(banner).toHaveText("");
});

test("the student demo books a slot into My Booked Sessions, with a 3-second banner", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "student");
  await page.goto("/user-demo");
  await page.clock.pauseAt(Date.now() + 60_000);
  const available = page.getByTestId("demo-available").locator("li");
  const before = await available.count();
  expect(before).toBeGreaterThan(0);
  const mentor = (await available.first().locator("p").first().textContent())!;
  await available.first().getByRole("button", { name: /^Book the slot with/ }).click();
  await expect(available).toHaveCount(before - 1);
  await expect(page.getByTestId("demo-booked").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("demo-booked")).toContainText(mentor);
  const banner = page.getByTestId("demo-success");
  await expect(banner).toContainText(`Booked with ${mentor}`);
  await page.clock.runFor(3000);
  await expect(banner).toHaveText("");
});

test("the Google button shows connecting, then a retry after a failure", async ({ page }) => {
  await signIn(page, "mentor");
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/meeting/google", async (route) => {
    await answered;
    await route.fulfill({ status: 502, body: "" });
  });
  await page.goto("/mentor-demo");
  const button = page.getByTestId("google-connect");
  await expect(button).toHaveText("Connect Google Account");
  await button.click();
  await expect(button).toHaveText("Connecting...");
  await expect(button).toBeDisabled();
  release();
  await expect(button).toHaveText("Connection Failed - Retry?");
  await expect(button).toBeEnabled();
  await expect(page.getByText("Click to retry.")).toBeVisible();
});
