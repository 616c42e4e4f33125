import { expect, type Browser, type Page } from "@playwright/test";
import { baseURL, DEMO_PASSWORD, seriousViolations, setLanguageCookie, signIn, signInAs, test } from "./fixtures";
import { messagesTo, type SinkMessage } from "./mail";

// Booking through the pages: schedule page -> local test payment -> confirmation, the basket with
// its discount, holds hiding slots from other students, and the signed-out round trip via /login.
// The server keeps its database for the whole run (and `--repeat-each` runs a test again in it),
// so every test books its own mentors' next free slots and signs in as its own demo student.

interface ApiSlot {
  date: string;
  time: string;
  startsAt: string;
}
interface ChosenSlot {
  date: string;
  time: string;
}

let browserErrors: string[] = [];
/** Console errors a test expects (e.g. the browser's own line for a 409 answer). */
let expectedErrors: RegExp[] = [];
test.beforeEach(({ page }) => {
  browserErrors = [];
  expectedErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") browserErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => browserErrors.push(error.message));
});
test.afterEach(() => {
  expect(browserErrors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)))).toEqual([]);
});

/** The id of a demo mentor with weekly hours; each test uses its own `index` so tests do not compete for slots. */
async function bookableMentorId(page: Page, index: number): Promise<string> {
  const response = await page.request.get("/api/v1/mentors?availableOnly=true&pageSize=48");
  expect(response.status()).toBe(200);
  const { mentors } = (await response.json()) as { mentors: { id: string }[] };
  const ids = mentors.map((mentor) => mentor.id).sort();
  expect(ids.length).toBeGreaterThan(index);
  return ids[index]!;
}

async function freeSlots(page: Page, mentorId: string): Promise<ApiSlot[]> {
  const response = await page.request.get(`/api/v1/mentors/${mentorId}/slots`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { timeZone: string; slots: ApiSlot[] };
  expect(body.timeZone).toBe("America/New_York");
  return body.slots;
}

const isListed = (slots: ApiSlot[], slot: ChosenSlot) => slots.some((s) => s.date === slot.date && s.time === slot.time);

/** Opens a mentor's booking page and waits until it is interactive. */
async function openSchedule(page: Page, mentorId: string) {
  await page.goto(`/schedule-meeting/${mentorId}`);
  await expect(page.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
}

const slotButton = (page: Page, slot: ChosenSlot) => page.locator(`[data-testid="slot"][data-date="${slot.date}"][data-time="${slot.time}"]`);

/** Picks the first free hour of the week shown and returns it. */
async function chooseFirstSlot(page: Page): Promise<ChosenSlot> {
  const button = page.getByTestId("slot").first();
  const slot = { date: (await button.getAttribute("data-date"))!, time: (await button.getAttribute("data-time"))! };
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  return slot;
}

const formLabels = {
  en: { major: "Major of interest", goals: "Your goals for this session" },
  zh: { major: "意向专业", goals: "本节课的目标" },
};

async function fillBookingForm(page: Page, major = "Economics", goals = "Plan my college list and essays.", labels = formLabels.en) {
  await page.getByLabel(labels.major).fill(major);
  await page.getByLabel(labels.goals).fill(goals);
}

/** "$1,234.50" -> 123450 */
function cents(price: string): number {
  return Math.round(Number(price.replace(/[^\d.]/g, "")) * 100);
}

const usd = (amountCents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amountCents / 100);

/** How many messages to `address` have a subject matching `subject` now. */
async function countMessages(address: string, subject: RegExp): Promise<number> {
  return (await messagesTo(address)).filter((message) => subject.test(message.subject)).length;
}

/** Waits for the message after the `before` ones already there, and returns it. */
async function waitForNewMessage(address: string, subject: RegExp, before: number): Promise<SinkMessage> {
  await expect
    .poll(() => countMessages(address, subject), { timeout: 20_000, message: `a new email to ${address} with subject ${subject}` })
    .toBeGreaterThan(before);
  return (await messagesTo(address)).find((message) => subject.test(message.subject))!;
}

/** A second student in their own browser (own cookies, own basket). */
async function otherStudent(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

async function payOnTestPage(page: Page) {
  await expect(page).toHaveURL(/\/pay\/local\/cs_local_/);
  await expect(page.getByText("TEST PAYMENT", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complete your test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
}

const STUDENT_SUBJECT = /^Your Unibridge session with .+ is confirmed$/;
const MENTOR_SUBJECT = /^New Unibridge session booked by .+$/;

test.describe("a student books one meeting", () => {
  // Not Eastern, so each slot also shows the viewer's own time.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("pays on the test page, sees the confirmation, and both people get the link and invitation by email", async ({ page }) => {
    const student = "student2@example.com";
    await signInAs(page, student);
    const mentorId = await bookableMentorId(page, 0);
    await openSchedule(page, mentorId);

    await expect(page.getByTestId("schedule-now")).toBeDisabled();
    await expect(page.getByTestId("select-slot-hint")).toHaveText("Please select a time slot");
    const general = page.getByTestId("session-type-general");
    await general.click();
    await expect(general).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("summary-price")).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page.getByTestId("summary-price")).toHaveText((await general.getByTestId("session-price").textContent())!);

    const firstSlot = page.getByTestId("slot").first();
    await expect(firstSlot).toContainText(/\d{1,2}:00 (AM|PM) ET/);
    await expect(firstSlot).toContainText(/\d{1,2}:00 (AM|PM) P[DS]T your time/);
    const slot = await chooseFirstSlot(page);
    await expect(page.getByTestId("schedule-now")).toBeEnabled();
    await fillBookingForm(page);
    const before = { student: await countMessages(student, STUDENT_SUBJECT) };

    await page.getByTestId("schedule-now").click();
    await payOnTestPage(page);

    await expect(page).toHaveURL(new RegExp(`/meeting-confirmation/${mentorId}\\?checkout=`));
    const confirmation = page.getByTestId("meeting-confirmation");
    await expect(confirmation).toHaveAttribute("data-status", "paid");
    await expect(page.getByRole("heading", { level: 1, name: "Meeting Scheduled!" })).toBeVisible();
    const mentorEmail = (await page.getByTestId("mentor-email").textContent())!;
    expect(mentorEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    await expect(page.getByTestId("meeting-date")).toHaveText(
      new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${slot.date}T00:00:00Z`),
      ),
    );
    const hour = Number(slot.time.slice(0, 2));
    await expect(confirmation).toContainText(`${hour % 12 || 12}:00 ${hour < 12 ? "AM" : "PM"} ET`);
    await expect(confirmation).toContainText("The meeting link will be emailed to you within 24 hours.");
    await expect(page.getByRole("link", { name: "Open Email" })).toHaveAttribute("href", `mailto:${mentorEmail}`);
    await expect(page.getByRole("link", { name: "Back to Mentor List" })).toHaveAttribute("href", "/mentors");
    expect(isListed(await freeSlots(page, mentorId), slot)).toBe(false);

    const mail = await waitForNewMessage(student, STUDENT_SUBJECT, before.student);
    expect(mail.text).toMatch(/https:\/\/meet\.jit\.si\/\S+/);
    expect(mail.attachments.some((name) => name.endsWith(".ics"))).toBe(true);
    const link = /https:\/\/meet\.jit\.si\/\S+/.exec(mail.text)![0];
    // The mentor's email carries the same room (their earlier emails are from other tests' runs).
    await expect
      .poll(async () => (await messagesTo(mentorEmail)).some((m) => MENTOR_SUBJECT.test(m.subject) && m.text.includes(link)), {
        timeout: 20_000,
      })
      .toBe(true);
    const mentorMail = (await messagesTo(mentorEmail)).find((m) => m.text.includes(link))!;
    expect(mentorMail.attachments.some((name) => name.endsWith(".ics"))).toBe(true);
  });
});

test("a basket of three sessions gets 10% off and is paid in one checkout", async ({ page }) => {
  await signInAs(page, "student3@example.com");
  const mentorIds = [await bookableMentorId(page, 1), await bookableMentorId(page, 2), await bookableMentorId(page, 3)];
  const basketButton = page.getByTestId("basket-button");
  const dialog = page.getByRole("dialog", { name: "Your Basket" });
  const prices: number[] = [];

  for (const [index, mentorId] of mentorIds.entries()) {
    await openSchedule(page, mentorId);
    await chooseFirstSlot(page);
    await fillBookingForm(page, "Computer Science", `Session ${index + 1}: my application plan.`);
    prices.push(cents((await page.getByTestId("summary-price").textContent())!));
    await page.getByTestId("add-to-basket").click();
    await expect(page.getByTestId("booking-notice")).toContainText("was added to your basket");
    await expect(basketButton).toHaveAccessibleName(`Basket, ${index + 1} session${index === 0 ? "" : "s"}`);

    if (index < 2) {
      await basketButton.click();
      const missing = 2 - index;
      await expect(dialog.getByTestId("basket-hint")).toContainText(`Add ${missing} more session${missing === 1 ? "" : "s"} to get the discount.`);
      await expect(dialog.getByTestId("basket-discount")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Close basket" }).click();
      await expect(dialog).toHaveCount(0);
    }
  }

  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const discount = Math.round(subtotal / 10);
  const total = subtotal - discount;
  await basketButton.click();
  await expect(dialog.getByTestId("basket-item")).toHaveCount(3);
  await expect(dialog.getByTestId("basket-discount-banner")).toHaveText("You're saving 10% on this purchase!");
  await expect(dialog.getByTestId("basket-hint")).toHaveCount(0);
  await expect(dialog.getByTestId("basket-subtotal")).toHaveText(usd(subtotal));
  await expect(dialog.getByTestId("basket-discount")).toHaveText(`−${usd(discount)}`);
  await expect(dialog.getByTestId("basket-total")).toHaveText(usd(total));

  await dialog.getByRole("button", { name: "Complete Purchase" }).click();
  await expect(page).toHaveURL(/\/pay\/local\//);
  await expect(page.getByText(usd(total), { exact: true })).toBeVisible();
  await payOnTestPage(page);

  await expect(page).toHaveURL(/\/purchase-confirmation\?/);
  expect(new URL(page.url()).searchParams.get("amount")).toBe((total / 100).toFixed(2));
  await expect(page.getByTestId("purchase-amount")).toHaveText(usd(total));
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase!" })).toBeVisible();
  await expect(page.getByTestId("payment-pending")).toHaveCount(0);

  await expect(page.getByTestId("basket-count")).toHaveCount(0);
  await basketButton.click();
  await expect(dialog.getByText("Your Basket is empty")).toBeVisible();
});

test("a slot held by one student disappears for another", async ({ page, browser }) => {
  // The browser reports the 409 answer to the second student's late attempt as a console error.
  expectedErrors = [/status of 409/];
  await signInAs(page, "student4@example.com");
  const mentorId = await bookableMentorId(page, 4);
  const other = await otherStudent(browser, "student5@example.com");
  other.on("console", (message) => {
    if (message.type() === "error" && !/status of 409/.test(message.text())) browserErrors.push(message.text());
  });

  await openSchedule(page, mentorId);
  await openSchedule(other, mentorId);
  const slot = await chooseFirstSlot(page);
  await expect(slotButton(other, slot)).toBeVisible();
  expect(isListed(await freeSlots(page, mentorId), slot)).toBe(true);

  await fillBookingForm(page);
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/pay\/local\//);
  expect(isListed(await freeSlots(page, mentorId), slot)).toBe(false);

  // The second student's page was open before the hold: trying that hour says it was just taken
  // and the hour drops out of the grid.
  await slotButton(other, slot).click();
  await fillBookingForm(other);
  await other.getByTestId("schedule-now").click();
  await expect(other.getByTestId("booking-notice")).toHaveText("Sorry, that time was just booked by someone else. Please choose another time.");
  await expect(slotButton(other, slot)).toHaveCount(0);
  await expect(other.getByTestId("schedule-now")).toBeDisabled();

  // A fresh visit does not offer it either.
  await openSchedule(other, mentorId);
  await expect(other.getByTestId("slot").first()).toBeVisible();
  await expect(slotButton(other, slot)).toHaveCount(0);
  await other.context().close();
});

test("cancelling on the test payment page releases the slot", async ({ page }) => {
  await signInAs(page, "student8@example.com");
  const mentorId = await bookableMentorId(page, 8);
  await openSchedule(page, mentorId);
  const slot = await chooseFirstSlot(page);
  await fillBookingForm(page);
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/pay\/local\//);
  expect(isListed(await freeSlots(page, mentorId), slot)).toBe(false);

  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/mentors$/);
  expect(isListed(await freeSlots(page, mentorId), slot)).toBe(true);
  await openSchedule(page, mentorId);
  await expect(slotButton(page, slot)).toBeVisible();
});

test("a signed-out visitor sees no prices, is sent to log in on booking, and comes back to the booking page as left", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${(Date.now() % 200) + 20}` });
  const mentorId = await bookableMentorId(page, 5);
  await openSchedule(page, mentorId);
  await expect(page.getByTestId("prices-for-members")).toHaveText("Log in or sign up to see prices.");
  await expect(page.getByTestId("session-price")).toHaveCount(0);
  await page.getByTestId("session-type-essay").click();
  const slot = await chooseFirstSlot(page);
  await fillBookingForm(page, "Linguistics", "Help me pick between two essay topics.");
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("Email address").fill("student6@example.com");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule-meeting/${mentorId}$`));
  await expect(page.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("basket-button")).toBeVisible();
  await expect(page.getByTestId("summary-price")).toBeVisible();
  // The form is as the visitor left it.
  await expect(page.getByTestId("session-type-essay")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`[data-testid="slot"][data-date="${slot.date}"][data-time="${slot.time}"]`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel(formLabels.en.major)).toHaveValue("Linguistics");
  await expect(page.getByLabel(formLabels.en.goals)).toHaveValue("Help me pick between two essay topics.");
});

test.describe("in Chinese", () => {
  test.use({ timezoneId: "Europe/London" });

  test("the booking page shows yuan and Beijing time; it and the basket have no serious accessibility problems", async ({ page }) => {
    await setLanguageCookie(page, "zh");
    await signInAs(page, "student7@example.com");
    const mentorId = await bookableMentorId(page, 6);
    await openSchedule(page, mentorId);

    await expect(page.getByTestId("summary-price")).toHaveText(/^¥[\d,]+\.\d\d$/);
    await expect(page.getByTestId("session-price").first()).toHaveText(/^¥/);
    await expect(page.getByText(/\$\d/)).toHaveCount(0);
    const firstSlot = page.getByTestId("slot").first();
    await expect(firstSlot).toContainText(/美东时间 \d\d:00/);
    await expect(firstSlot).toContainText(/北京时间 .*\d\d:00/);
    expect(await seriousViolations(page)).toEqual([]);

    await chooseFirstSlot(page);
    await fillBookingForm(page, "经济学", "了解申请流程", formLabels.zh);
    await page.getByTestId("add-to-basket").click();
    await page.getByTestId("basket-button").click();
    const dialog = page.getByTestId("basket-dialog");
    await expect(dialog.getByTestId("basket-item")).toHaveCount(1);
    await expect(dialog.getByTestId("basket-total")).toHaveText(/^¥/);
    expect(await seriousViolations(page, '[data-testid="basket-dialog"]')).toEqual([]);
  });
});

test("mentors cannot book", async ({ page }) => {
  await signIn(page, "mentor");
  const mentorId = await bookableMentorId(page, 7);
  await openSchedule(page, mentorId);
  await expect(page.getByTestId("cannot-book")).toHaveText("Only student accounts can book sessions.");
  await expect(page.getByTestId("cannot-book-reason")).toHaveText("Mentors cannot book sessions.");
  await chooseFirstSlot(page);
  await expect(page.getByTestId("schedule-now")).toBeDisabled();
  await expect(page.getByTestId("add-to-basket")).toBeDisabled();
  // Said where they click, and announced when they pick a time.
  const reason = "Mentors cannot book sessions: to book this time, sign in with a student account.";
  await expect(page.getByRole("status").filter({ hasText: reason })).toBeVisible();
  await expect(page.getByTestId("schedule-now")).toHaveAccessibleDescription(reason);
  await expect(page.getByTestId("add-to-basket")).toHaveAccessibleDescription(reason);
});
