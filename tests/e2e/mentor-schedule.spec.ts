import { expect, type Browser, type Page } from "@playwright/test";
import { baseURL, seriousViolations, setLanguageCookie, signIn, signInAs, test } from "./fixtures";

// A demo mentor runs prices and hours from the dashboard; a student sees each change at once on
// the mentor list, the booking page and the slots API. Each test takes its own demo mentor with
// an SAT score of 1500+ (the last ones by id, which the booking tests do not use) and reads the
// current values first, so the tests can run again in the same database.

interface ApiMentor {
  id: string;
  name: string;
  sessionPrice: number | null;
  satPrice: number | null;
}
interface ApiSlot {
  date: string;
  time: string;
}

let browserErrors: string[] = [];
const pages: Page[] = [];
function watch(page: Page) {
  page.on("console", (message) => {
    if (message.type() === "error") browserErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => browserErrors.push(error.message));
}
test.beforeEach(() => {
  browserErrors = [];
});
test.afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
  expect(browserErrors).toEqual([]);
});

async function newPage(browser: Browser, locale: "en" | "zh" = "en"): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  watch(page);
  pages.push(page);
  if (locale === "zh") await setLanguageCookie(page, locale);
  return page;
}

/** A demo mentor with SAT tutoring, counted from the end of the list by id; their sign-in address. */
async function satMentor(student: Page, fromEnd: number): Promise<ApiMentor & { email: string }> {
  const response = await student.request.get("/api/v1/mentors?satOnly=true&pageSize=48");
  expect(response.status()).toBe(200);
  const { mentors } = (await response.json()) as { mentors: ApiMentor[] };
  const mentor = [...mentors].sort((a, b) => a.id.localeCompare(b.id)).at(-fromEnd)!;
  // demo-mentor-083 signs in as mentor83@example.edu.
  return { ...mentor, email: `mentor${Number(mentor.id.slice(-3))}@example.edu` };
}

async function apiMentor(student: Page, id: string): Promise<ApiMentor> {
  const response = await student.request.get("/api/v1/mentors?satOnly=true&pageSize=48");
  const { mentors } = (await response.json()) as { mentors: ApiMentor[] };
  return mentors.find((m) => m.id === id)!;
}

async function freeSlots(page: Page, mentorId: string): Promise<ApiSlot[]> {
  const response = await page.request.get(`/api/v1/mentors/${mentorId}/slots`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: ApiSlot[] }).slots;
}

async function openDashboard(page: Page) {
  await page.goto("/mentor-dashboard");
  await expect(page.getByTestId("pricing-section")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("availability-section")).toHaveAttribute("data-ready", "true");
}

test("a mentor's new session and SAT prices show on the mentor list and the booking page at once", async ({ browser }) => {
  const student = await newPage(browser);
  await signIn(student, "student");
  const mentor = await satMentor(student, 1);
  const mentorPage = await newPage(browser);
  await signInAs(mentorPage, mentor.email);
  await openDashboard(mentorPage);

  const sessionSelect = mentorPage.getByLabel("Session price (60 minutes)");
  await expect(sessionSelect).toHaveValue(String(mentor.sessionPrice));
  const sessionPrice = mentor.sessionPrice === 85 ? 80 : mentor.sessionPrice! + 5;
  await sessionSelect.selectOption(String(sessionPrice));
  await expect(mentorPage.getByTestId("sessionPrice-status")).toHaveText("Saved");
  await expect(mentorPage.getByTestId("pricing-section")).toContainText(`at $${sessionPrice}.00 you receive $${(sessionPrice * 0.8).toFixed(2)}`);

  await expect(mentorPage.getByRole("radio", { name: "Yes, I offer SAT tutoring" })).toBeChecked();
  const satSelect = mentorPage.getByLabel("SAT tutoring price (60 minutes)");
  const satPrice = mentor.satPrice === 105 ? 100 : mentor.satPrice! + 5;
  await satSelect.selectOption(String(satPrice));
  await expect(mentorPage.getByTestId("satPrice-status")).toHaveText("Saved");

  // The student's list (shared between requests for a few seconds) shows it at once.
  // The API names mentors "First L."; the search matches the full name.
  await student.goto(`/mentors?q=${encodeURIComponent(mentor.name.split(" ")[0]!)}`);
  const card = student.locator(`[data-testid="mentor-card"][data-mentor-id="${mentor.id}"]`);
  await expect(card.getByTestId("mentor-price")).toHaveAttribute("data-cents", String(sessionPrice * 100));
  expect(await apiMentor(student, mentor.id)).toMatchObject({ sessionPrice, satPrice });
  await student.goto(`/schedule-meeting/${mentor.id}`);
  await expect(student.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  await expect(student.getByTestId("session-type-general").getByTestId("session-price")).toHaveText(`$${sessionPrice}.00`);
  await expect(student.getByTestId("session-type-sat").getByTestId("session-price")).toHaveText(`$${satPrice}.00`);

  // No more SAT tutoring: the booking page stops offering it.
  await mentorPage.getByText("No, not at the moment").click();
  await expect(mentorPage.getByTestId("offers-sat-status")).toHaveText("Saved");
  await expect(satSelect).toHaveCount(0);
  await student.reload();
  await expect(student.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  await expect(student.getByTestId("session-type-sat")).toHaveCount(0);
  await mentorPage.getByText("Yes, I offer SAT tutoring").click();
  await expect(mentorPage.getByTestId("offers-sat-status")).toHaveText("Saved");

  expect(await seriousViolations(mentorPage)).toEqual([]);
});

test("a mentor edits the weekly hours and blocks a date; the student's booking grid follows", async ({ browser }) => {
  const student = await newPage(browser);
  await signIn(student, "student");
  const mentor = await satMentor(student, 2);
  const mentorPage = await newPage(browser);
  await signInAs(mentorPage, mentor.email);
  await openDashboard(mentorPage);

  // Clear every day, then open Wednesdays 14:00-17:00.
  const days = mentorPage.getByTestId("availability-day");
  await expect(days).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    const day = days.nth(i);
    const toggle = day.getByRole("button", { expanded: false });
    await toggle.click();
    await expect(day.getByRole("button", { expanded: true })).toBeVisible();
    const removes = day.getByRole("button", { name: /^Remove time range/ });
    while ((await removes.count()) > 0) await removes.first().click();
    await expect(day.getByTestId("slot-count")).toHaveText("0 slots");
  }
  const wednesday = days.nth(2);
  await wednesday.getByRole("button", { name: "Add time range to Wednesday" }).click();
  const range = wednesday.getByTestId("hour-range");
  await range.getByLabel("Start").selectOption("14");
  // A start after the end pushes the end to one hour later.
  await expect(range.getByLabel("End")).toHaveValue("15");
  await range.getByLabel("End").selectOption("17");
  await expect(wednesday.getByTestId("slot-count")).toHaveText("3 slots");
  await expect(range.getByLabel("Start").locator("option:checked")).toContainText("2:00 PM ET");
  expect(await seriousViolations(mentorPage)).toEqual([]);
  await mentorPage.getByRole("button", { name: "Save Availability" }).click();
  await expect(mentorPage.getByTestId("weekly-hours-status")).toHaveText("Availability saved.");

  const slots = await freeSlots(student, mentor.id);
  expect(slots.length).toBeGreaterThan(0);
  expect(new Set(slots.map((s) => s.time))).toEqual(new Set(["14:00", "15:00", "16:00"]));
  await student.goto(`/schedule-meeting/${mentor.id}`);
  await expect(student.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  const blocked = slots[0]!.date;
  const blockedSlot = student.locator(`[data-testid="slot"][data-date="${blocked}"]`);
  // The grid opens on the current week: go forward to the week of the first free slot.
  while ((await blockedSlot.count()) === 0) await student.getByRole("button", { name: "Next week" }).click();
  const onBlocked = slots.filter((s) => s.date === blocked).length;
  await expect(blockedSlot).toHaveCount(onBlocked);

  // Block that Wednesday, and open 18:00-19:00 on the Thursday after it.
  await mentorPage.getByLabel("Date", { exact: true }).fill(blocked);
  await mentorPage.getByText("Unavailable all day", { exact: true }).click();
  await mentorPage.getByRole("button", { name: "Add Exception" }).click();
  await expect(mentorPage.getByTestId("date-override-status")).toHaveText("Exception saved.");
  await expect(mentorPage.locator(`[data-testid="date-override"][data-date="${blocked}"]`)).toContainText("Unavailable all day");
  const extraDate = nextDay(blocked);
  await mentorPage.getByLabel("Date", { exact: true }).fill(extraDate);
  await mentorPage.getByText("Extra hours", { exact: true }).click();
  await mentorPage.locator("#override-start").selectOption("18");
  await mentorPage.getByRole("button", { name: "Add Exception" }).click();
  await expect(mentorPage.locator(`[data-testid="date-override"][data-date="${extraDate}"]`)).toContainText("Extra hours: 6:00 PM–7:00 PM ET");

  await student.reload();
  await expect(student.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  const extraSlot = student.locator(`[data-testid="slot"][data-date="${extraDate}"][data-time="18:00"]`);
  while ((await extraSlot.count()) === 0) await student.getByRole("button", { name: "Next week" }).click();
  await expect(student.locator(`[data-testid="slot"][data-date="${blocked}"]`)).toHaveCount(0);
  const after = await freeSlots(student, mentor.id);
  expect(after.some((s) => s.date === blocked)).toBe(false);
  expect(after.filter((s) => s.date === extraDate).map((s) => s.time)).toEqual(["18:00"]);

  // Taking the block away gives the date back.
  await mentorPage.getByRole("button", { name: /^Remove the exception for/ }).first().click();
  await expect(mentorPage.getByTestId("date-override-status")).toHaveText("Exception removed.");
  await expect(mentorPage.locator(`[data-testid="date-override"][data-date="${blocked}"]`)).toHaveCount(0);
  expect((await freeSlots(student, mentor.id)).filter((s) => s.date === blocked)).toHaveLength(onBlocked);
});

test("the dashboard's pricing and availability in Chinese, axe clean", async ({ browser }) => {
  const student = await newPage(browser);
  await signIn(student, "student");
  const mentor = await satMentor(student, 3);
  const mentorPage = await newPage(browser, "zh");
  await signInAs(mentorPage, mentor.email);
  await openDashboard(mentorPage);
  await expect(mentorPage.getByRole("heading", { name: "课程定价" })).toBeVisible();
  await expect(mentorPage.getByRole("heading", { name: "每周可预约时间" })).toBeVisible();
  await expect(mentorPage.getByLabel("课程价格（60 分钟）").locator("option:checked")).toContainText("（约 ¥");
  const monday = mentorPage.getByTestId("availability-day").first();
  await monday.getByRole("button", { expanded: false }).click();
  await expect(monday.getByRole("button", { expanded: true })).toContainText(/星期一\s*\d+ 个时段/);
  await mentorPage.getByText("增加时间", { exact: true }).click();
  await expect(mentorPage.locator("#override-start option").first()).toContainText("美东时间 09:00");
  expect(await seriousViolations(mentorPage)).toEqual([]);
});

/** The calendar day after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
