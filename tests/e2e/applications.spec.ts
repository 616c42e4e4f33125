import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { failOnBrowserErrors, setLanguageCookie, signInAs, test } from "./fixtures";

// The student dashboard's college application tracker: add (from the list and typed freely),
// edit, notes, reorder by mouse drag, by keyboard on the handle and by the arrow buttons, delete;
// everything read back after a reload, in English and in Chinese, and axe clean on the way.
// Each test signs in as its own demo student (demo students start without applications).

// The browser's own line for the refused duplicate (409) is expected.
failOnBrowserErrors([/status of 409 \(Conflict\)/]);

const labels = {
  en: {
    add: "Add College",
    college: "College",
    status: "Status",
    competitiveness: "Competitiveness",
    currentSat: "Current SAT",
    targetSat: "Target SAT",
    commonApp: "Common App progress",
    essay: "Essay progress",
    deadline: "Deadline",
    submitAdd: "Add Application",
    save: "Save",
    notes: "Notes",
    saveNotes: "Save Notes",
    delete: "Delete",
  },
  zh: {
    add: "添加大学",
    college: "大学",
    status: "状态",
    competitiveness: "竞争程度",
    currentSat: "当前 SAT",
    targetSat: "目标 SAT",
    commonApp: "Common App 进度",
    essay: "文书进度",
    deadline: "截止日期",
    submitAdd: "添加申请",
    save: "保存",
    notes: "备注",
    saveNotes: "保存备注",
    delete: "删除",
  },
};
type Labels = (typeof labels)["en"];

// The student's "today" is the date in their zone, which the browser reports on its first visit.
// A tall window keeps the whole list on screen while rows are dragged.
test.use({ timezoneId: "Asia/Shanghai", viewport: { width: 1280, height: 1600 } });
// Each test is a student's whole session (a dozen saves, four axe scans).
test.describe.configure({ timeout: 120_000 });

/** The dashboard, once the server knows the browser's zone (the first visit reports it). */
async function openDashboard(page: Page) {
  const reported = page.waitForResponse((response) => response.url().endsWith("/resources/time-zone"));
  await page.goto("/student-dashboard");
  expect((await reported).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("application-tracker")).toHaveAttribute("data-ready", "true");
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const colleges = (page: Page) => page.getByTestId("application-college");
const row = (page: Page, college: string) => page.getByTestId("application-row").filter({ has: page.getByTestId("application-college").getByText(college, { exact: true }) });

/** YYYY-MM-DD `days` after `date`. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

interface NewApplication {
  pick?: { typed: string; option: string };
  typed?: string;
  status?: string;
  competitiveness?: string;
  currentSat?: string;
  targetSat?: string;
  commonApp?: string;
  essay?: string;
  daysAhead?: number;
}

/** Adds an application through the form; returns the form's default deadline (the student's today). */
async function addApplication(page: Page, l: Labels, application: NewApplication): Promise<string> {
  await page.getByRole("button", { name: l.add }).click();
  const dialog = page.getByRole("dialog");
  const college = dialog.getByRole("combobox", { name: l.college });
  if (application.pick) {
    await college.pressSequentially(application.pick.typed);
    await dialog.getByRole("option", { name: application.pick.option, exact: true }).click();
    await expect(college).toHaveValue(application.pick.option);
  } else {
    await college.fill(application.typed!);
  }
  if (application.status) await dialog.getByLabel(l.status, { exact: true }).selectOption({ label: application.status });
  if (application.competitiveness) await dialog.getByLabel(l.competitiveness, { exact: true }).selectOption({ label: application.competitiveness });
  if (application.currentSat) await dialog.getByLabel(l.currentSat, { exact: true }).fill(application.currentSat);
  if (application.targetSat) await dialog.getByLabel(l.targetSat, { exact: true }).fill(application.targetSat);
  if (application.commonApp) await dialog.getByLabel(l.commonApp, { exact: true }).selectOption({ label: application.commonApp });
  if (application.essay) await dialog.getByLabel(l.essay, { exact: true }).selectOption({ label: application.essay });
  const deadline = dialog.getByLabel(l.deadline, { exact: true });
  const today = await deadline.inputValue();
  if (application.daysAhead !== undefined) await deadline.fill(addDays(today, application.daysAhead));
  await dialog.getByRole("button", { name: l.submitAdd }).click();
  await expect(dialog).toBeHidden();
  return today;
}

/** What dnd-kit's live region says last (its announcements to screen readers). */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Until the last move is saved and the list read again (no new rows arrive under a drag). */
async function expectSaved(page: Page) {
  await expect(page.getByTestId("application-list")).not.toHaveAttribute("aria-busy", "true");
}

/** Drags a row by its handle onto another row with the mouse, in small steps as a hand would. */
async function dragRow(page: Page, from: Locator, to: Locator, landed: RegExp | null) {
  await expectSaved(page);
  const handle = from.getByTestId("drag-handle");
  let x = 0;
  // As a person would, press again when the row did not lift (the list may still have been
  // re-rendering after the last change when the pointer arrived).
  await expect(async () => {
    await handle.scrollIntoViewIfNeeded();
    const start = (await handle.boundingBox())!;
    x = start.x + start.width / 2;
    await page.mouse.move(x, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, start.y + start.height / 2 + 8, { steps: 4 });
    try {
      await expect(announcement(page)).toHaveText(/Picked up|已拿起/, { timeout: 3000 });
    } catch (error) {
      await page.mouse.up();
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  const moveOnto = async () => {
    const target = (await to.boundingBox())!;
    await page.mouse.move(x, target.y + target.height / 2, { steps: 20 });
  };
  if (landed) {
    // The list may scroll under the pointer while it drags (dnd-kit scrolls near the viewport's
    // edge), moving the target row: aim again at where the row is now until the drop lands.
    await expect(async () => {
      await moveOnto();
      await expect(announcement(page)).toHaveText(landed, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  } else {
    await moveOnto();
  }
  await page.mouse.up();
}

/** Picks a row up by keyboard, presses the arrow keys and drops it, waiting for each announcement. */
async function keyboardMove(page: Page, from: Locator, keys: { key: "ArrowUp" | "ArrowDown"; says: RegExp }[]) {
  await expectSaved(page);
  await from.getByTestId("drag-handle").focus();
  await page.keyboard.press("Space");
  await expect(announcement(page)).toHaveText(/Picked up|已拿起/);
  // dnd-kit starts listening for the arrow keys in a timer set at the pick-up, and the browser
  // may take a key press before a timer: wait for a timer set after it, or the key is lost.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (const { key, says } of keys) {
    await page.keyboard.press(key);
    await expect(announcement(page)).toHaveText(says);
  }
  await page.keyboard.press("Space");
}

test("a student adds, edits, annotates, reorders and deletes applications, all kept after a reload", async ({ page }) => {
  // About twenty changes, each reloading the whole dashboard (now with My Sessions' refunds and
  // guarantee reads): on a busy 2-core machine this passes the default time limit.
  test.slow();
  const l = labels.en;
  await signInAs(page, "student11@example.com");
  await openDashboard(page);
  const tracker = page.getByTestId("application-tracker");
  await expect(tracker.getByText("No Applications Yet")).toBeVisible();
  await expect(tracker.getByText("Add your first application")).toBeVisible();
  await expectAxeClean(page);

  // The form's own check, before anything is sent (the empty state's link opens the form too).
  await tracker.getByRole("button", { name: "Add your first application" }).click();
  await expect(page.getByLabel(l.status, { exact: true })).toHaveValue("not-started");
  await expect(page.getByLabel(l.competitiveness, { exact: true })).toHaveValue("target");
  await expect(page.getByLabel(l.currentSat, { exact: true })).toHaveValue("0");
  await expect(page.getByLabel(l.commonApp, { exact: true })).toHaveValue("0");
  await expect(page.getByLabel(l.essay, { exact: true })).toHaveValue("0");
  await page.getByRole("button", { name: l.submitAdd }).click();
  await expect(page.getByText("Please enter a college name")).toBeVisible();
  await expect(page.getByRole("combobox", { name: l.college })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  const today = await addApplication(page, l, {
    pick: { typed: "stanf", option: "Stanford University" },
    status: "In Progress",
    competitiveness: "Reach",
    currentSat: "1450",
    targetSat: "1550",
    commonApp: "Started (33%)",
    essay: "Drafting (50%)",
    daysAhead: 7,
  });
  await addApplication(page, l, { typed: "University of Toronto", competitiveness: "Safety", essay: "N/A", daysAhead: 60 });
  await addApplication(page, l, { pick: { typed: "pomona", option: "Pomona College" } });
  await expect(colleges(page)).toHaveText(["Stanford University", "University of Toronto", "Pomona College"]);
  await expect(tracker.getByTestId("application-counts")).toHaveText(/Safety\s*1\s*Target\s*1\s*Reach\s*1/);

  const stanford = row(page, "Stanford University");
  await expect(stanford.getByTestId("application-status")).toHaveText("In Progress");
  await expect(stanford.getByTestId("application-sat")).toHaveText(/Current: 1450\s*Target: 1550/);
  await expect(stanford).toContainText("Started (33%)");
  await expect(stanford).toContainText("Drafting (50%)");
  await expect(stanford.getByTestId("application-deadline")).toHaveAttribute("data-state", "soon");
  await expect(stanford.getByTestId("application-deadline")).toContainText("Due in 7 days");
  await expect(row(page, "University of Toronto")).toContainText("N/A");
  await expect(row(page, "University of Toronto").getByTestId("application-deadline")).toHaveAttribute("data-state", "later");
  await expect(row(page, "Pomona College").getByTestId("application-deadline")).toContainText("Due today");
  await expect(row(page, "Pomona College").getByTestId("application-sat")).toHaveText(/Current: not taken/);

  // The same college twice is refused by the server, in words.
  await page.getByRole("button", { name: l.add }).click();
  const collegeField = page.getByRole("combobox", { name: l.college });
  await collegeField.pressSequentially("stanford");
  await expect(collegeField).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(collegeField).toHaveAttribute("aria-activedescendant", /option-0$/);
  // Escape closes the suggestions first, then the form.
  await page.keyboard.press("Escape");
  await expect(collegeField).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("dialog")).toBeVisible();
  await collegeField.fill("stanford university");
  await page.getByRole("button", { name: l.submitAdd }).click();
  await expect(page.getByTestId("application-form-error")).toHaveText("This college is already in your applications.");
  await page.keyboard.press("Escape");

  // Edit.
  await page.getByRole("button", { name: "Edit University of Toronto" }).click();
  await expect(page.getByRole("combobox", { name: l.college })).toHaveValue("University of Toronto");
  await page.getByLabel(l.status, { exact: true }).selectOption({ label: "Submitted" });
  await page.getByRole("button", { name: l.save, exact: true }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(row(page, "University of Toronto").getByTestId("application-status")).toHaveText("Submitted");

  // Notes.
  await page.getByRole("button", { name: "Notes for Stanford University" }).click();
  await page.getByLabel(l.notes, { exact: true }).fill("Restrictive early action.\nAsk Caleb about the Roble essay.");
  await expectAxeClean(page);
  await page.getByRole("button", { name: l.saveNotes }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByTestId("application-status-message")).toHaveText("Notes saved.");

  // Reorder: drag Pomona to the top with the mouse.
  await dragRow(page, row(page, "Pomona College"), row(page, "Stanford University"), /Pomona College moved to position 1 of 3/);
  await expect(colleges(page)).toHaveText(["Pomona College", "Stanford University", "University of Toronto"]);
  // A drop where it was sends nothing.
  const moves: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/resources/applications")) moves.push(request.postData() ?? "");
  });
  await dragRow(page, row(page, "Pomona College"), row(page, "Pomona College"), null);
  await expect(announcement(page)).toHaveText("Pomona College dropped where it was, at position 1 of 3.");
  // Keyboard on the handle: pick up, one down, drop.
  await keyboardMove(page, row(page, "Pomona College"), [{ key: "ArrowDown", says: /Pomona College moved to position 2 of 3/ }]);
  await expect(colleges(page)).toHaveText(["Stanford University", "Pomona College", "University of Toronto"]);
  // And the buttons. The move shows at once; the list is busy until the server has it.
  await expectSaved(page);
  let answerMove!: () => void;
  const moveHeld = new Promise<void>((resolve) => (answerMove = resolve));
  await page.route("**/resources/applications", (route) => moveHeld.then(() => route.continue()), { times: 1 });
  await page.getByRole("button", { name: "Move University of Toronto up" }).click();
  await expect(colleges(page)).toHaveText(["Stanford University", "University of Toronto", "Pomona College"]);
  await expect(page.getByTestId("application-list")).toHaveAttribute("aria-busy", "true");
  answerMove();
  await expect(page.getByTestId("application-status-message")).toHaveText("University of Toronto moved to position 2 of 3.");
  await expectSaved(page);
  await expect.poll(() => moves.length).toBe(2);
  expect(moves.every((body) => body.includes("intent=move") && !body.includes("position"))).toBe(true);

  await page.reload();
  await expect(page.getByTestId("application-tracker")).toHaveAttribute("data-ready", "true");
  await expect(colleges(page)).toHaveText(["Stanford University", "University of Toronto", "Pomona College"]);
  await expect(row(page, "University of Toronto").getByTestId("application-status")).toHaveText("Submitted");
  await page.getByRole("button", { name: "Notes for Stanford University" }).click();
  await expect(page.getByLabel(l.notes, { exact: true })).toHaveValue("Restrictive early action.\nAsk Caleb about the Roble essay.");
  await page.keyboard.press("Escape");

  // Delete, with the spec's confirmation.
  await page.getByRole("button", { name: "Delete University of Toronto" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete your application for University of Toronto? This action cannot be undone.");
  await expectAxeClean(page);
  await confirm.getByRole("button", { name: l.delete, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(colleges(page)).toHaveText(["Stanford University", "Pomona College"]);
  await page.reload();
  await expect(colleges(page)).toHaveText(["Stanford University", "Pomona College"]);
  await expect(page.getByTestId("application-counts")).toHaveText(/Safety\s*0\s*Target\s*1\s*Reach\s*1/);
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectAxeClean(page);
});

test("the same in Chinese: list colleges by their Chinese names, Chinese copy, keyboard reordering", async ({ page }) => {
  const l = labels.zh;
  await setLanguageCookie(page, "zh");
  await signInAs(page, "student12@example.com");
  await openDashboard(page);
  await expect(page.getByText("还没有申请")).toBeVisible();
  await expect(page.getByText("添加您的第一份申请")).toBeVisible();

  await addApplication(page, l, { pick: { typed: "哈佛", option: "哈佛大学" }, competitiveness: "冲刺", daysAhead: 3 });
  await addApplication(page, l, { pick: { typed: "duke", option: "杜克大学" }, essay: "不适用", daysAhead: 30 });
  await addApplication(page, l, { typed: "香港大学", competitiveness: "保底", daysAhead: 40 });
  await expect(colleges(page)).toHaveText(["哈佛大学", "杜克大学", "香港大学"]);
  await expect(row(page, "哈佛大学").getByTestId("application-deadline")).toContainText("3 天后截止");
  await expect(row(page, "杜克大学")).toContainText("不适用");
  await expect(page.getByTestId("application-counts")).toHaveText(/保底\s*1\s*匹配\s*1\s*冲刺\s*1/);
  await expectAxeClean(page);

  await page.getByRole("button", { name: "编辑杜克大学" }).click();
  await page.getByLabel(l.status, { exact: true }).selectOption({ label: "已提交" });
  await page.getByRole("button", { name: l.save, exact: true }).click();
  await expect(row(page, "杜克大学").getByTestId("application-status")).toHaveText("已提交");

  await page.getByRole("button", { name: "杜克大学的备注" }).click();
  await page.getByLabel(l.notes, { exact: true }).fill("需要补充材料：成绩单。");
  await page.getByRole("button", { name: l.saveNotes }).click();
  await expect(page.getByTestId("application-status-message")).toHaveText("备注已保存。");

  await keyboardMove(page, row(page, "香港大学"), [
    { key: "ArrowUp", says: /香港大学已移到第 2 位/ },
    { key: "ArrowUp", says: /香港大学已移到第 1 位/ },
  ]);
  await expect(colleges(page)).toHaveText(["香港大学", "哈佛大学", "杜克大学"]);
  await dragRow(page, row(page, "杜克大学"), row(page, "哈佛大学"), /杜克大学已移到第 2 位/);
  await expect(colleges(page)).toHaveText(["香港大学", "杜克大学", "哈佛大学"]);

  await page.getByRole("button", { name: "删除哈佛大学" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("确定要删除您对哈佛大学的申请吗？此操作无法撤销。");
  await page.getByRole("alertdialog").getByRole("button", { name: l.delete, exact: true }).click();
  await expect(colleges(page)).toHaveText(["香港大学", "杜克大学"]);

  await page.reload();
  await expect(page.getByTestId("application-tracker")).toHaveAttribute("data-ready", "true");
  await expect(colleges(page)).toHaveText(["香港大学", "杜克大学"]);
  await expect(row(page, "杜克大学").getByTestId("application-status")).toHaveText("已提交");
  await page.getByRole("button", { name: "杜克大学的备注" }).click();
  await expect(page.getByLabel(l.notes, { exact: true })).toHaveValue("需要补充材料：成绩单。");
  await page.keyboard.press("Escape");
  await expectAxeClean(page);
});
