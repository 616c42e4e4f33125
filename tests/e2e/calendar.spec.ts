import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, seriousViolations, setLanguageCookie, signIn, test } from "./fixtures";

failOnBrowserErrors();

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Makes sure the card shows a link (creating it if needed) and returns it. */
async function feedLink(page: Page): Promise<string> {
  const card = page.getByTestId("calendar-feed");
  await expect(card).toHaveAttribute("data-ready", "true");
  const create = card.getByRole("button", { name: "Create my calendar link" });
  if (await create.isVisible()) await create.click();
  const input = card.getByLabel("Your private calendar link");
  await expect(input).toHaveValue(/\/calendar-feed\/[0-9a-f-]{36}\.[\w-]{43}\/unibridge\.ics$/);
  return input.inputValue();
}

async function expectCalendar(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(text).toContain("X-WR-CALNAME:");
  for (const uid of text.match(/^UID:.*$/gm) ?? []) expect(uid).toMatch(/^UID:meeting-[0-9a-f-]{36}@unibridge\r?$/);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
}

for (const role of ["student", "mentor"] as const) {
  test(`a ${role} copies the private calendar link, which serves the calendar, and a new link retires the old one`, async ({ page }) => {
    await signIn(page, role);
    await page.goto(`/${role}-dashboard`);
    const card = page.getByTestId("calendar-feed");
    await expect(card.getByRole("heading", { name: "Calendar feed" })).toBeVisible();
    const first = await feedLink(page);
    await expectCalendar(page, first);

    await card.getByRole("button", { name: "Copy link" }).click();
    await expect(card.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Get a new link" }).click();
    await expect(card.getByRole("status")).toHaveText("New link ready. The old link no longer works.");
    const input = card.getByLabel("Your private calendar link");
    await expect(input).not.toHaveValue(first);
    const second = await input.inputValue();
    await expectCalendar(page, second);
    const old = await page.request.get(first);
    expect(old.status()).toBe(404);

    // The new link is the one the dashboard shows after a reload too.
    await page.reload();
    await expect(page.getByTestId("calendar-feed").getByLabel("Your private calendar link")).toHaveValue(second);
  });
}

test("the calendar feed card in Chinese", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await signIn(page, "student");
  await page.goto("/student-dashboard");
  const card = page.getByTestId("calendar-feed");
  await expect(card.getByRole("heading", { name: "日历订阅" })).toBeVisible();
  await expect(card).toHaveAttribute("data-ready", "true");
  const create = card.getByRole("button", { name: "创建我的日历链接" });
  if (await create.isVisible()) await create.click();
  await expect(card.getByLabel("您的私人日历链接")).toHaveValue(/unibridge\.ics$/);
  await expect(card.getByRole("button", { name: "复制链接" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("without Google keys the mentor's Automatic Meeting Creation card says so and leads to the feed", async ({ page }) => {
  await signIn(page, "mentor");
  await page.goto("/mentor-dashboard");
  const card = page.getByTestId("automatic-meetings");
  await expect(card.getByRole("heading", { name: "Automatic Meeting Creation" })).toBeVisible();
  await expect(card).toContainText("is not configured on this site");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await card.getByRole("link", { name: "Use the calendar feed" }).click();
  await expect(page).toHaveURL(/#calendar-feed$/);
  await expect(page.getByTestId("calendar-feed")).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  await setLanguageCookie(page, "zh");
  await page.reload();
  await expect(page.getByTestId("automatic-meetings").getByRole("heading", { name: "自动创建会议" })).toBeVisible();
  await expect(page.getByRole("link", { name: "使用日历订阅" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
