import { expect, type Page } from "@playwright/test";
import { baseURL, failOnBrowserErrors, seriousViolations, signIn, signInAs, test } from "./fixtures";
import { waitForMessage, type SinkMessage } from "./mail";

// After the booking, through the pages: a student cancels one paid session and moves another
// from My Sessions, and both emails carry the right calendar invitation; a student claims the
// satisfaction guarantee after a session (the server's clock moved past it) and an admin approves
// it on the Refunds tab; a mentor cancels one, and reports a student who did not come to another.
// Mentors from index 40 on are booked by no other spec; student12's own
// sessions are told apart by their goals text.

// Each test walks a whole booking, a change and its emails: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

failOnBrowserErrors();

const STUDENT = "student12@example.com";

/** Signs the student in with English saved as their language (emails follow it). */
async function signInInEnglish(page: Page) {
  await signInAs(page, STUDENT);
  const response = await page.request.post("/resources/language", { form: { locale: "en" }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});

async function moveClock(request: Page["request"], offsetMs: number) {
  const response = await request.put(`${baseURL}/__test/clock`, { data: { offsetMs } });
  expect(response.status(), await response.text()).toBe(200);
}

async function bookableMentorIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/v1/mentors?availableOnly=true&pageSize=48");
  const { mentors } = (await response.json()) as { mentors: { id: string }[] };
  return mentors.map((mentor) => mentor.id).sort();
}

async function bookableMentorId(page: Page, index: number): Promise<string> {
  const ids = await bookableMentorIds(page);
  expect(ids.length).toBeGreaterThan(index);
  return ids[index]!;
}

/** A bookable mentor from index 42 on whom the signed-in student has never booked (the guarantee covers a first session). */
async function newMentorId(page: Page): Promise<string> {
  const response = await page.request.get("/api/v1/meetings?limit=100");
  expect(response.status()).toBe(200);
  const met = new Set(((await response.json()) as { meetings: { mentorId: string }[] }).meetings.map((m) => m.mentorId));
  const id = (await bookableMentorIds(page)).slice(42).find((candidate) => !met.has(candidate));
  expect(id, "a mentor the student has not met").toBeDefined();
  return id!;
}

/** Books and pays the mentor's first free hour; the goals text names the session. Its start, UTC. */
async function payForSession(page: Page, mentorId: string, goals: string): Promise<string> {
  await page.goto(`/schedule-meeting/${mentorId}`);
  await expect(page.getByTestId("schedule-page")).toHaveAttribute("data-ready", "true");
  const slots = (await (await page.request.get(`/api/v1/mentors/${mentorId}/slots`)).json()) as { slots: { startsAt: string }[] };
  await page.getByTestId("slot").first().click();
  await page.getByLabel("Major of interest").fill("Economics");
  await page.getByLabel("Your goals for this session").fill(goals);
  await page.getByTestId("schedule-now").click();
  await expect(page).toHaveURL(/\/pay\/local\/cs_local_/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("meeting-confirmation")).toHaveAttribute("data-status", "paid");
  return slots.slots[0]!.startsAt;
}

async function openMySessions(page: Page) {
  await page.goto("/student-dashboard?sessions=open");
  const dialog = page.getByTestId("my-sessions-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("action-cards")).toHaveAttribute("data-ready", "true");
  return dialog;
}

/** The calendar attachment of a received email, decoded from its MIME part, if it has one. */
function calendarPart(message: SinkMessage, filename: string): string | undefined {
  const part = message.raw.split(/\r?\n--/).find((p) => p.includes(`filename="${filename}"`) || p.includes(`filename=${filename}`));
  if (!part) return undefined;
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  const text = /content-transfer-encoding:\s*base64/i.test(headers!) ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8") : content;
  return text.replace(/\r\n[ \t]/g, "");
}

function calendarIn(message: SinkMessage, filename: string): string {
  const ics = calendarPart(message, filename);
  expect(ics, `${filename} in "${message.subject}"`).toBeDefined();
  return ics!;
}

/** Picks this meeting's email: the same student gets others from other tests (and repeats). */
const about = (meetingId: string | null, filename: string) => (message: SinkMessage) => calendarPart(message, filename)?.includes(`meeting-${meetingId}@unibridge`) ?? false;

const line = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, "m").exec(ics)?.[1]?.replace(/^.*:/, "");

test("a student cancels one session and moves another; both emails carry the right invitation", async ({ page }) => {
  await signInInEnglish(page);
  const goalsA = `Change test ${Date.now()}: cancel me.`;
  const goalsB = `Change test ${Date.now()}: move me.`;
  await payForSession(page, await bookableMentorId(page, 40), goalsA);
  await payForSession(page, await bookableMentorId(page, 41), goalsB);

  const dialog = await openMySessions(page);
  const sessionA = dialog.getByTestId("upcoming-sessions").getByTestId("session").filter({ hasText: goalsA });
  const meetingA = await sessionA.getAttribute("data-meeting-id");
  await sessionA.getByTestId("cancel-session-open").click();
  const cancel = page.getByTestId("cancel-session");
  // The policy is shown before anything is done: booked two days ahead, so a full refund.
  await expect(cancel.getByTestId("cancel-policy")).toContainText(/You get a full refund of \$\d+\.\d{2}/);
  expect(await seriousViolations(page, '[data-testid="cancel-session"]')).toEqual([]);
  await cancel.getByLabel("Reason (optional)").fill("My exam date moved.");
  // A slow phone: the answer used to be lost (no notice, the dialog left open) when the page
  // rendered again while it arrived (use-meeting-change.ts); this CPU made that happen every other run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cancel.getByRole("button", { name: "Cancel session" }).click();
  await expect(page.getByTestId("sessions-notice")).toContainText("is cancelled. You get a full refund");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const cancelledA = dialog.getByTestId("past-sessions").getByTestId("session").filter({ hasText: goalsA });
  await expect(cancelledA.getByTestId("session-status")).toHaveText("Cancelled");

  const cancelled = await waitForMessage(STUDENT, /^Cancelled: your /, about(meetingA, "cancel.ics"));
  expect(cancelled.text).toMatch(/full refund of \$\d+\.\d{2}/);
  const cancelIcs = calendarIn(cancelled, "cancel.ics");
  expect([line(cancelIcs, "METHOD"), line(cancelIcs, "UID"), line(cancelIcs, "SEQUENCE"), line(cancelIcs, "STATUS")]).toEqual(["CANCEL", `meeting-${meetingA}@unibridge`, "1", "CANCELLED"]);

  const sessionB = dialog.getByTestId("upcoming-sessions").getByTestId("session").filter({ hasText: goalsB });
  const meetingB = await sessionB.getAttribute("data-meeting-id");
  await sessionB.getByTestId("reschedule-session-open").click();
  const move = page.getByTestId("reschedule-session");
  await expect(move.getByTestId("slot").first()).toBeAttached();
  expect(await seriousViolations(page, '[data-testid="reschedule-session"]')).toEqual([]);
  // The second free hour (the first may be the one just freed elsewhere): chosen by keyboard-reachable radio.
  const choice = move.getByTestId("slot").nth(1);
  const chosen = await choice.getAttribute("value");
  await choice.check({ force: true });
  await move.getByRole("button", { name: "Move session" }).click();
  await expect(page.getByTestId("sessions-notice")).toContainText("is moved to");

  const moved = await waitForMessage(STUDENT, /^New time: your /, about(meetingB, "invite.ics"));
  expect(moved.text).toContain("The video link stays the same.");
  const movedIcs = calendarIn(moved, "invite.ics");
  expect([line(movedIcs, "METHOD"), line(movedIcs, "UID"), line(movedIcs, "SEQUENCE")]).toEqual(["REQUEST", `meeting-${meetingB}@unibridge`, "1"]);
  const [date, time] = chosen!.split(/[ T|]/);
  const slots = (await (await page.request.get(`/api/v1/mentors/${await bookableMentorId(page, 41)}/slots`)).json()) as { slots: { date: string; time: string }[] };
  // The new hour is taken now, by this session.
  expect(slots.slots.some((s) => s.date === date && s.time === time)).toBe(false);
});

test("a student claims the satisfaction guarantee after a session and an admin approves it", async ({ page, browser }) => {
  await signInInEnglish(page);
  const goals = `Guarantee test ${Date.now()}: essay feedback.`;
  const startsAt = await payForSession(page, await newMentorId(page), goals);
  // The session is over: an hour and a minute after its start.
  await moveClock(page.request, new Date(startsAt).getTime() + 61 * 60_000 - Date.now());

  const dialog = await openMySessions(page);
  const session = dialog.getByTestId("past-sessions").getByTestId("session").filter({ hasText: goals });
  await session.getByTestId("guarantee-refund-open").click();
  const claim = page.getByTestId("guarantee-refund");
  await expect(claim.getByTestId("guarantee-terms")).toContainText("30 days");
  await claim.getByRole("button", { name: "Request refund" }).click();
  await expect(claim.getByLabel("What did not work for you?")).toHaveAttribute("aria-invalid", "true");
  await claim.getByLabel("What did not work for you?").fill("The mentor had not read my draft before the session.");
  await claim.getByRole("button", { name: "Request refund" }).click();
  await expect(page.getByTestId("sessions-notice")).toContainText("We received your refund request");
  await expect(session.getByTestId("session-refund")).toHaveAttribute("data-refund", "requested");
  await waitForMessage(STUDENT, /^We received your refund request$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin");
  await admin.goto("/admin/refunds");
  await expect(admin.getByTestId("admin-refunds-page")).toHaveAttribute("data-ready", "true");
  const request = admin.getByTestId("refund-request").filter({ hasText: "The mentor had not read my draft" });
  await expect(request).toHaveCount(1);
  expect(await seriousViolations(admin)).toEqual([]);
  await request.getByTestId("refund-approve").click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Yes, refund" }).click();
  await expect(admin.getByTestId("refund-decision-error")).toHaveCount(0);
  await expect(request).toHaveCount(0);
  await expect(admin.getByTestId("refund-decision-status")).toHaveText("Refund approved. The student is emailed and the money is on its way back.");
  await adminContext.close();

  await waitForMessage(STUDENT, /^Your refund request is approved$/);
  const sent = await waitForMessage(STUDENT, /^Your refund of \$\d+\.\d{2} is on its way$/);
  expect(sent.text).toContain("5-7 business days");
  await page.reload();
  await expect(page.getByTestId("my-sessions-dialog").getByTestId("session").filter({ hasText: goals }).getByTestId("session-refund")).toHaveAttribute("data-refund", "refunded");
});

test("a mentor cancels a session from the dashboard and the student is refunded in full", async ({ page, browser }) => {
  await signInInEnglish(page);
  const goals = `Mentor cancel test ${Date.now()}: college list.`;
  const mentorId = await bookableMentorId(page, 43);
  await payForSession(page, mentorId, goals);

  const mentorContext = await browser.newContext();
  const mentor = await mentorContext.newPage();
  await signInAs(mentor, `mentor${Number(mentorId.slice(-3))}@example.edu`);
  await mentor.goto("/mentor-dashboard");
  await expect(mentor.getByTestId("mentor-dashboard")).toHaveAttribute("data-ready", "true");
  const meeting = mentor.getByTestId("upcoming-meeting").filter({ hasText: goals });
  await meeting.getByRole("button", { name: /^Cancel the session with / }).click();
  const confirm = mentor.getByRole("alertdialog");
  await expect(confirm).toContainText("Cancellations by mentors are recorded on your account.");
  expect(await seriousViolations(mentor, '[data-testid="cancel-session-dialog"]')).toEqual([]);
  await confirm.getByLabel("Reason (optional)").fill("I am ill this week.");
  await confirm.getByRole("button", { name: "Cancel session" }).click();
  await expect(mentor.getByTestId("cancel-session-status")).toContainText("was cancelled; the student is being refunded.");
  // The button that had the focus has left with the meeting: the focus is on the list's heading.
  await expect(mentor.getByRole("heading", { name: "Upcoming Meetings" })).toBeFocused();
  await expect(meeting).toHaveCount(0);
  await mentorContext.close();

  const told = await waitForMessage(STUDENT, /^Cancelled: your .* on /);
  expect(told.text).toContain("had to cancel");
  expect(told.text).toMatch(/full refund of \$\d+\.\d{2}/);
  expect(line(calendarIn(told, "cancel.ics"), "METHOD")).toBe("CANCEL");
  await waitForMessage(STUDENT, /^Your refund of \$\d+\.\d{2} is on its way$/);
});

test("a mentor reports that the student did not come, and the student is told", async ({ page, browser }) => {
  await signInInEnglish(page);
  const goals = `No-show test ${Date.now()}: activities list.`;
  const mentorId = await bookableMentorId(page, 44);
  const startsAt = await payForSession(page, mentorId, goals);
  // The paid one: the guarantee test may have had (and refunded) this mentor's same hour before.
  const listed = (await (await page.request.get("/api/v1/meetings?limit=100")).json()) as { meetings: { id: string; mentorId: string; startsAt: string; status: string }[] };
  const meetingId = listed.meetings.find((m) => m.mentorId === mentorId && m.startsAt === startsAt && m.status === "paid")!.id;
  // The session is over: an hour and a minute after its start.
  await moveClock(page.request, new Date(startsAt).getTime() + 61 * 60_000 - Date.now());

  const mentorContext = await browser.newContext();
  const mentor = await mentorContext.newPage();
  await signInAs(mentor, `mentor${Number(mentorId.slice(-3))}@example.edu`);
  await mentor.goto("/mentor-dashboard");
  await expect(mentor.getByTestId("mentor-dashboard")).toHaveAttribute("data-ready", "true");
  const session = mentor.locator(`[data-testid="recent-session"][data-meeting-id="${meetingId}"]`);
  await expect(session).toHaveAttribute("data-status", "held");
  const report = session.getByRole("button", { name: /^Report that .+ did not come$/ });
  // Asked first; "Keep as held" closes the question and gives the focus back.
  await report.click();
  await expect(report).toHaveAttribute("aria-expanded", "true");
  await expect(session.getByTestId("no-show-confirm")).toContainText("is emailed and may dispute it with us");
  expect(await seriousViolations(mentor, '[data-testid="recent-sessions"]')).toEqual([]);
  await session.getByRole("button", { name: "Keep as held" }).click();
  await expect(session.getByTestId("no-show-confirm")).toHaveCount(0);
  await expect(report).toBeFocused();
  await report.press("Enter");
  await session.getByRole("button", { name: "Report no-show" }).click();
  await expect(mentor.getByTestId("no-show-status")).toHaveText(/^Reported: .+ did not come\. The student has been emailed\.$/);
  await expect(mentor.getByRole("heading", { name: "Recent Sessions" })).toBeFocused();
  await expect(session).toHaveAttribute("data-status", "no_show");
  await expect(session).toContainText("Reported as missed");
  await mentorContext.close();

  const told = await waitForMessage(STUDENT, /reported that you missed your /);
  expect(told.text).toContain("it is not refunded, and it no longer counts for the satisfaction guarantee");
  const dialog = await openMySessions(page);
  await expect(dialog.getByTestId("session").filter({ hasText: goals }).getByTestId("session-status")).toHaveAttribute("data-status", "no_show");
});
