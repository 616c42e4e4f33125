import { expect, type Page } from "@playwright/test";
import { baseURL, failOnBrowserErrors, seriousViolations, setLanguageCookie, signInAs, test } from "./fixtures";

// Verified ratings through the pages: a student pays for a session, the server's clock is moved
// past its start (TEST_CLOCK=1 in playwright.config.ts), and the student rates it from the
// dashboard's "Rate Your Mentors" (by keyboard) or from the mentor's reviews panel; the panel on
// /mentors shows the review and the new average at once. Each test books its own mentor as its
// own demo student, so runs in one database never compete.

interface ApiSlot {
  date: string;
  time: string;
  startsAt: string;
}
interface ApiMentor {
  id: string;
  name: string;
  rating: number;
  reviewCount: number;
}

test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});
failOnBrowserErrors();

async function moveClock(request: Page["request"], offsetMs: number) {
  const response = await request.put(`${baseURL}/__test/clock`, { data: { offsetMs } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Moves the server's clock to a minute after `startsAt`. */
async function passStart(page: Page, startsAt: string) {
  await moveClock(page.request, new Date(startsAt).getTime() + 60_000 - Date.now());
}

/** A demo mentor with weekly hours; the index keeps tests (and the booking spec's 0-8) apart. */
async function bookableMentor(page: Page, index: number): Promise<ApiMentor> {
  const response = await page.request.get("/api/v1/mentors?availableOnly=true&pageSize=48");
  expect(response.status()).toBe(200);
  const { mentors } = (await response.json()) as { mentors: ApiMentor[] };
  const sorted = mentors.sort((a, b) => a.id.localeCompare(b.id));
  expect(sorted.length).toBeGreaterThan(index);
  return sorted[index]!;
}

async function mentorNow(page: Page, mentor: ApiMentor): Promise<ApiMentor> {
  const response = await page.request.get(`/api/v1/mentors?availableOnly=false&pageSize=48&q=${encodeURIComponent(mentor.name.split(" ")[0]!)}`);
  const { mentors } = (await response.json()) as { mentors: ApiMentor[] };
  return mentors.find((m) => m.id === mentor.id)!;
}

/** Books and pays the mentor's first free hour on the pages; answers when it starts. */
async function bookAndPay(page: Page, mentorId: string, labels = { major: "Major of interest", goals: "Your goals for this session", pay: "Pay now" }): Promise<string> {
  const slotsResponse = await page.request.get(`/api/v1/mentors/${mentorId}/slots`);
  const { slots } = (await slotsResponse.json()) as { slots: ApiSlot[] };
  await page.goto(`/schedule-meeting/${mentorId}`);
  await expect(page.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  const button = page.getByTestId("slot").first();
  const chosen = { date: (await button.getAttribute("data-date"))!, time: (await button.getAttribute("data-time"))! };
  await button.click();
  await page.getByLabel(labels.major).fill("Economics");
  await page.getByLabel(labels.goals).fill("Decide between early decision schools.");
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/pay\/local\//);
  await page.getByRole("button", { name: labels.pay }).click();
  await expect(page.getByTestId("meeting-confirmation")).toHaveAttribute("data-status", "paid");
  const slot = slots.find((s) => s.date === chosen.date && s.time === chosen.time);
  expect(slot, "the chosen hour is one the API offered").toBeTruthy();
  return slot!.startsAt;
}

const reviewCount = (count: number) => (count === 1 ? "1 review" : `${count} reviews`);

/** Opens the mentor's reviews panel on /mentors. */
async function openReviews(page: Page, mentor: ApiMentor) {
  await page.goto(`/mentors?availableOnly=false&q=${encodeURIComponent(mentor.name.split(" ")[0]!)}`);
  await expect(page.getByTestId("mentors-page")).toHaveAttribute("data-ready", "true");
  await page.locator(`[data-mentor-id="${mentor.id}"]`).getByTestId("mentor-rating").click();
  const dialog = page.getByRole("dialog", { name: `Reviews of ${mentor.name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a student rates a session from the dashboard by keyboard, and the mentor's reviews show it at once", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "student9@example.com");
  const mentor = await bookableMentor(page, 10);
  const startsAt = await bookAndPay(page, mentor.id);

  // Before the start there is nothing to rate with this mentor.
  await page.goto("/student-dashboard");
  const panel = page.getByTestId("rate-mentors");
  await expect(panel.getByRole("heading", { name: "Rate Your Mentors" })).toBeVisible();
  const row = panel.locator(`[data-testid="mentor-to-rate"][data-mentor-id="${mentor.id}"]`);
  await expect(row).toHaveCount(0);

  await passStart(page, startsAt);
  await page.reload();
  await expect(row).toBeVisible();
  const before = await mentorNow(page, mentor);

  const rate = row.getByRole("button", { name: /^Rate / });
  await rate.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Rate your session with / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/General Consultation on .+ E[SD]T/)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Submitting without stars says so and puts the focus on the stars.
  await dialog.getByTestId("submit-rating").focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Please select a rating")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "1 star" })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Comment (optional)")).toBeFocused();
  await page.keyboard.type("Walked me through every school on my list.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByTestId("submit-rating")).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(dialog).toHaveCount(0);
  const thanks = panel.getByTestId("rating-thanks");
  await expect(thanks).toHaveText(/^Thank you! Your rating of .+ is published\.$/);
  await expect(thanks).toBeFocused();
  await expect(row).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The list, and the reviews panel, show the rating at once.
  const after = await mentorNow(page, mentor);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(Math.abs(after.rating - (before.rating * before.reviewCount + 4) / (before.reviewCount + 1))).toBeLessThanOrEqual(0.01);
  const reviews = await openReviews(page, mentor);
  await expect(reviews.getByTestId("reviews-count")).toContainText(reviewCount(after.reviewCount));
  await expect(reviews.getByTestId("reviews-average")).toHaveText(after.rating.toFixed(1));
  const newest = reviews.getByTestId("review").first();
  await expect(newest).toContainText("Walked me through every school on my list.");
  await expect(newest).toContainText(/^[^\s]+ [A-Z]\./);
  await expect(reviews.getByTestId("rating-form")).toHaveCount(0);
});

test("a student rates a mentor in the mentor's reviews panel", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "student10@example.com");
  const mentor = await bookableMentor(page, 11);
  const startsAt = await bookAndPay(page, mentor.id);

  let reviews = await openReviews(page, mentor);
  await expect(reviews.getByTestId("rating-form")).toHaveCount(0);

  await passStart(page, startsAt);
  reviews = await openReviews(page, mentor);
  const before = await mentorNow(page, mentor);
  const form = reviews.getByTestId("rating-form");
  await expect(reviews.getByRole("heading", { name: "Rate this mentor" })).toBeVisible();
  await form.getByTestId("star-5").click();
  await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await form.getByLabel("Comment (optional)").fill("Honest feedback on my interview answers.");
  await form.getByTestId("submit-rating").click();

  await expect(reviews.getByTestId("reviews-thanks")).toHaveText("Thank you! Your rating is published.");
  await expect(reviews.getByTestId("reviews-thanks")).toBeFocused();
  await expect(form).toHaveCount(0);
  await expect(reviews.getByTestId("reviews-count")).toContainText(reviewCount(before.reviewCount + 1));
  await expect(reviews.getByTestId("review").first()).toContainText("Honest feedback on my interview answers.");
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Nothing is left to rate with this mentor on the dashboard either.
  await page.goto("/student-dashboard");
  await expect(page.locator(`[data-testid="mentor-to-rate"][data-mentor-id="${mentor.id}"]`)).toHaveCount(0);
});

test.describe("in Chinese", () => {
  test("the dashboard panel and the rating dialog speak Chinese and have no serious accessibility problems", async ({ page }) => {
    test.setTimeout(90_000);
    await setLanguageCookie(page, "zh");
    await signInAs(page, "student11@example.com");
    const mentor = await bookableMentor(page, 12);
    const startsAt = await bookAndPay(page, mentor.id, { major: "意向专业", goals: "本节课的目标", pay: "立即付款" });
    await passStart(page, startsAt);

    await page.goto("/student-dashboard");
    const panel = page.getByTestId("rate-mentors");
    await expect(panel.getByRole("heading", { name: "为您的导师评分" })).toBeVisible();
    const row = panel.locator(`[data-testid="mentor-to-rate"][data-mentor-id="${mentor.id}"]`);
    await row.getByRole("button", { name: /^为 .+ 评分$/ }).click();
    const dialog = page.getByRole("dialog", { name: /^为您与 .+ 的课程评分$/ });
    await dialog.getByRole("button", { name: "提交评分" }).click();
    await expect(dialog.getByText("请选择评分")).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByTestId("star-3").click();
    await dialog.getByRole("button", { name: "提交评分" }).click();
    await expect(panel.getByTestId("rating-thanks")).toHaveText(/^谢谢！您对 .+ 的评分已发布。$/);
    await expect(row).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
