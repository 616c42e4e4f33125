import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { baseURL, failOnBrowserErrors, seriousViolations, setLanguageCookie, signInAs, test } from "./fixtures";
import { messagesTo } from "./mail";

// The student dashboard: a session paid in another tab shows in My Sessions without a reload
// (on focus, and while the dialog is open), its calendar file, the booking email's link, the
// mentor finder with See More, Schedule Again, in English and Chinese. The server keeps its
// database for the whole run, so each test books its own mentors (by index) as its own student.

failOnBrowserErrors();

const labels = {
  en: { major: "Major of interest", goals: "Your goals for this session", pay: "Pay now", sessions: "My Sessions", schedule: "Schedule with Your Mentors" },
  zh: { major: "意向专业", goals: "本节课的目标", pay: "立即付款", sessions: "我的课程", schedule: "与您的导师预约" },
};
type Language = keyof typeof labels;

/** The id of a demo mentor with weekly hours, by index (other specs use the first ten). */
async function bookableMentorId(page: Page, index: number): Promise<string> {
  const response = await page.request.get("/api/v1/mentors?availableOnly=true&pageSize=48");
  expect(response.status()).toBe(200);
  const { mentors } = (await response.json()) as { mentors: { id: string }[] };
  const ids = mentors.map((mentor) => mentor.id).sort();
  expect(ids.length).toBeGreaterThan(index);
  return ids[index]!;
}

/** Books and pays the mentor's first free hour on `page`; the goals text identifies the session. */
async function payForSession(page: Page, mentorId: string, goals: string, language: Language = "en") {
  await page.goto(`/schedule-meeting/${mentorId}`);
  await expect(page.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  await page.getByTestId("slot").first().click();
  await page.getByLabel(labels[language].major).fill(language === "en" ? "Economics" : "经济学");
  await page.getByLabel(labels[language].goals).fill(goals);
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/pay\/local\/cs_local_/);
  await page.getByRole("button", { name: labels[language].pay }).click();
  await expect(page.getByTestId("meeting-confirmation")).toHaveAttribute("data-status", "paid");
}

async function upcomingCount(page: Page): Promise<number> {
  return Number(await page.getByTestId("upcoming-count").getAttribute("data-count"));
}

/** Opens the dashboard and waits until it is hydrated (the dialogs open on click). */
async function openDashboard(page: Page, path = "/student-dashboard") {
  await page.goto(path);
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await expect(page.getByTestId("action-cards")).toHaveAttribute("data-ready", "true");
}

test.describe("in English", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a session paid in another tab shows in My Sessions on focus and while it is open, with its times, link and calendar file", async ({ page, context }) => {
    const student = "student11@example.com";
    await signInAs(page, student);
    await page.clock.install();
    await openDashboard(page);
    await expect(page.getByTestId("dashboard-welcome")).toHaveText("Welcome, Nguyen Bao Chau!");
    const before = await upcomingCount(page);
    // Proof that what follows happens without a reload.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const tab = await context.newPage();
    const mentorA = await bookableMentorId(tab, 30);
    const goalsA = `Dashboard test ${Date.now()}: plan my essay topics.`;
    await payForSession(tab, mentorA, goalsA);

    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => upcomingCount(page)).toBe(before + 1);
    await expect(page.getByTestId("upcoming-count")).toHaveText(`${before + 1} upcoming session${before + 1 === 1 ? "" : "s"}`);

    const card = page.getByTestId("action-my-sessions");
    await card.click();
    const dialog = page.getByRole("dialog", { name: labels.en.sessions });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]sessions=open/);
    const session = dialog.getByTestId("session").filter({ hasText: goalsA });
    await expect(session).toHaveCount(1);
    await expect(session.getByTestId("session-type")).toHaveText("General Consultation");
    await expect(session.getByTestId("session-mentor")).toHaveText(/^\S+( \S+)* [A-Z]\.$/);
    await expect(session.getByTestId("session-eastern")).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:00 (AM|PM) E[DS]T$/);
    await expect(session).toContainText("Your time (America/Los_Angeles)");
    await expect(session.getByTestId("session-local")).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:00 (AM|PM) P[DS]T$/);
    // Booked at least two days ahead: the link opens 15 minutes before the start.
    await expect(session.getByTestId("session-join-later")).toHaveText(/^The video link is available from \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:45 (AM|PM) P[DS]T\.$/);
    await expect(session.getByTestId("session-join")).toHaveCount(0);
    // Upcoming sessions come first, soonest first; past ones after, latest first.
    const upcomingList = dialog.getByTestId("upcoming-sessions");
    await expect(upcomingList.getByTestId("session")).toHaveCount(before + 1);
    expect(await seriousViolations(page, '[data-testid="my-sessions-dialog"]')).toEqual([]);

    const download = page.waitForEvent("download");
    await session.getByTestId("session-calendar").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^unibridge-session-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = readFileSync((await file.path())!, "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toMatch(/SUMMARY:Unibridge: General Consultation with /);

    // A second session, paid while My Sessions stays open, shows at its next refresh.
    const mentorB = await bookableMentorId(tab, 31);
    const goalsB = `Dashboard test ${Date.now()}: interview practice.`;
    await payForSession(tab, mentorB, goalsB);
    await page.bringToFront();
    await expect(dialog.getByTestId("session").filter({ hasText: goalsB })).toHaveCount(0);
    await page.clock.runFor(31_000);
    await expect(dialog.getByTestId("session").filter({ hasText: goalsB })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Escape closes it, the URL forgets it, and the focus goes back to the card.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/sessions=open/);
    await expect(card).toBeFocused();

    // The booking email's dashboard link opens My Sessions.
    await expect.poll(async () => (await messagesTo(student)).some((m) => m.text.includes(goalsA)), { timeout: 20_000 }).toBe(true);
    const mail = (await messagesTo(student)).find((m) => m.text.includes(goalsA))!;
    const link = `${baseURL}/student-dashboard?sessions=open`;
    expect(mail.text).toContain(link);
    await tab.close();
    await page.goto(link);
    await expect(page.getByRole("dialog", { name: labels.en.sessions }).getByTestId("session").filter({ hasText: goalsA })).toHaveCount(1);
  });

  test("the finder recommends up to three mentors, and See More and Schedule Again lead on", async ({ page }) => {
    await signInAs(page, "student11@example.com");
    await openDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("find-mentors").click();
    await expect(page.getByTestId("finder-need-one")).toHaveText("Choose at least one: your intended major, a country or your dream college.");

    await page.getByLabel("Intended major").selectOption({ label: "Computer Science" });
    await page.getByLabel("Country").selectOption({ label: "United States" });
    await page.getByLabel("Dream college").selectOption({ label: "Harvard University" });
    await page.getByTestId("find-mentors").click();
    await expect(page).toHaveURL(/\/student-dashboard\?major=computer-science&country=US&college=harvard$/);
    const results = page.getByTestId("finder-results");
    await expect(results).toBeVisible();
    const cards = results.getByTestId("recommended-mentor");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const matches = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-match-count"))));
    expect(matches.every((m) => m >= 1)).toBe(true);
    expect([...matches].sort((a, b) => b - a)).toEqual(matches);
    await expect(page.getByLabel("Intended major")).toHaveValue("computer-science");
    expect(await seriousViolations(page)).toEqual([]);

    // See More carries only the filled fields, and the mentor list applies them.
    await page.getByLabel("Country").selectOption("");
    await page.getByLabel("Dream college").selectOption("");
    await page.getByTestId("find-mentors").click();
    await expect(page).toHaveURL(/\/student-dashboard\?major=computer-science$/);
    const seeMore = page.getByTestId("finder-see-more");
    await expect(seeMore).toHaveAttribute("href", "/mentors?major=computer-science");
    await seeMore.click();
    await expect(page).toHaveURL(/\/mentors\?major=computer-science$/);
    await expect(page.getByTestId("filter-chip").filter({ hasText: "Computer Science" })).toHaveCount(1);
    const majors = await page.getByTestId("mentor-major").allTextContents();
    expect(majors.length).toBeGreaterThan(0);
    expect(new Set(majors)).toEqual(new Set(["Computer Science"]));

    // Schedule Again: the mentors this student has met (the demo data gives every student past sessions).
    await openDashboard(page);
    const scheduleCard = page.getByTestId("action-schedule");
    await scheduleCard.click();
    const dialog = page.getByRole("dialog", { name: labels.en.schedule });
    await expect(dialog).toBeVisible();
    const met = dialog.getByTestId("met-mentor").first();
    await expect(met).toBeVisible();
    const mentorA = (await met.getAttribute("data-mentor-id"))!;
    await expect(met.getByTestId("schedule-again")).toHaveAccessibleName(/^Schedule again with \S+ [A-Z]\.$/);
    expect(await seriousViolations(page, '[data-testid="schedule-again-dialog"]')).toEqual([]);
    await met.getByTestId("schedule-again").click();
    await expect(page).toHaveURL(new RegExp(`/schedule-meeting/${mentorA}$`));
  });
});

test.describe("in Chinese", () => {
  test.use({ timezoneId: "Asia/Shanghai" });

  test("the dashboard, My Sessions, the calendar file, the finder and Schedule Again work in Chinese", async ({ page, context }) => {
    await setLanguageCookie(page, "zh");
    await signInAs(page, "student12@example.com");
    await openDashboard(page);
    await expect(page.getByTestId("dashboard-welcome")).toHaveText("欢迎，Sophie Laurent！");
    const before = await upcomingCount(page);

    const tab = await context.newPage();
    const mentorId = await bookableMentorId(tab, 32);
    const goals = `主页测试 ${Date.now()}：讨论文书选题。`;
    await payForSession(tab, mentorId, goals, "zh");
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => upcomingCount(page)).toBe(before + 1);
    await expect(page.getByTestId("upcoming-count")).toHaveText(`${before + 1} 节即将开始的课程`);

    await page.getByTestId("action-my-sessions").click();
    const dialog = page.getByRole("dialog", { name: labels.zh.sessions });
    const session = dialog.getByTestId("session").filter({ hasText: goals });
    await expect(session).toHaveCount(1);
    await expect(session.getByTestId("session-type")).toHaveText("综合咨询");
    await expect(session).toContainText("美国东部时间");
    await expect(session).toContainText("您的时间（Asia/Shanghai）");
    await expect(session.getByTestId("session-join-later")).toHaveText(/^视频链接将于 .+:45.* 开放。$/);
    expect(await seriousViolations(page, '[data-testid="my-sessions-dialog"]')).toEqual([]);
    const download = page.waitForEvent("download");
    await session.getByTestId("session-calendar").click();
    const ics = readFileSync((await (await download).path())!, "utf8");
    expect(ics).toContain("SUMMARY:Unibridge：与 ");
    await page.keyboard.press("Escape");
    await tab.close();

    await page.getByLabel("意向专业").selectOption({ label: "计算机科学" });
    await page.getByTestId("find-mentors").click();
    await expect(page).toHaveURL(/\?major=computer-science$/);
    await expect(page.getByTestId("finder-results").getByRole("heading", { name: "推荐导师" })).toBeVisible();
    await expect(page.getByTestId("finder-see-more")).toHaveText("查看更多");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("action-schedule").click();
    const scheduleDialog = page.getByRole("dialog", { name: labels.zh.schedule });
    const met = scheduleDialog.locator(`[data-testid="met-mentor"][data-mentor-id="${mentorId}"]`);
    await expect(met.getByTestId("schedule-again")).toHaveText("再次预约");
    await met.getByTestId("schedule-again").click();
    await expect(page).toHaveURL(new RegExp(`/schedule-meeting/${mentorId}$`));
  });
});
