import { expect, type Page } from "@playwright/test";
import { buildSatBank } from "../../content/sat/bank";
import type { SatItem } from "../../content/sat/item-schema";
import { sprEntryFor } from "../../content/sat/spr-answer";
import { failOnBrowserErrors, seriousViolations, setLanguageCookie, signIn, signInAs, test } from "./fixtures";

// SAT practice as a student: a subsection practised to the summary (a miss explained, a reload in
// the middle), the result in Progress Tracking, the exit confirmation, a problem report that
// reaches the admin, and the same in Chinese, axe clean on the way. A fresh student's session
// takes the subsection's first questions in the bank's order, so the test knows each key.

failOnBrowserErrors();

const bank = buildSatBank();
const firstItems = (subsectionId: string) => bank.filter((i) => i.subsectionId === subsectionId);

async function openPractice(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("practice-start").or(page.getByTestId("practice-question")).first()).toHaveAttribute("data-ready", "true");
}

async function startSession(page: Page, count: string, submitLabel: RegExp) {
  await page.getByTestId("practice-start").getByText(count, { exact: true }).click();
  await page.getByRole("button", { name: submitLabel }).click();
  await expect(page.getByTestId("practice-question")).toHaveAttribute("data-ready", "true");
}

/** Answers the question on screen: the key, or a wrong answer; returns after the feedback opens. */
async function answer(page: Page, item: SatItem, right: boolean, submitLabel: RegExp) {
  const question = page.getByTestId("practice-question");
  if (item.type === "mcq") {
    const index = right ? Number(item.key) : (Number(item.key) + 1) % 4;
    await question.locator('input[name="response"]').nth(index).check({ force: true });
  } else {
    await question.locator('input[name="response"]').fill(right ? sprEntryFor(item.key)! : "9999");
  }
  await question.getByRole("button", { name: submitLabel }).click();
  await expect(page.getByTestId("feedback-dialog")).toBeVisible();
}

test("a student practises a subsection to the summary, with a miss explained and a reload, and sees it in Progress Tracking", async ({ page }) => {
  test.slow();
  await signInAs(page, "student9@example.com");
  await page.goto("/sat-practice");
  await expect(page.getByRole("heading", { name: "SAT Practice", level: 1 })).toBeVisible();
  const card = page.getByTestId("subsection-math-easy");
  await expect(card).toContainText("45 questions");
  await expect(card).toContainText("0 of 45 completed");
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("link", { name: "Practice Mathematics: Easy" }).click();
  await expect(page.getByTestId("practice-start")).toHaveAttribute("data-ready", "true");
  await expect(page.getByLabel("Seconds per question")).toHaveValue("60");
  await expect(page.getByLabel("Total time (seconds)")).toHaveValue("3000");
  await startSession(page, "5 questions", /Start practice/);
  const items = firstItems("math-easy").slice(0, 5);

  await expect(page.getByTestId("question-progress")).toHaveText("Question 1 of 5");
  await expect(page.getByRole("button", { name: "Submit Answer" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await answer(page, items[0]!, false, /Submit Answer/);
  const dialog = page.getByTestId("feedback-dialog");
  await expect(dialog.getByRole("heading", { name: "Incorrect" })).toBeVisible();
  await expect(dialog.getByText("Why this is the answer")).toBeVisible();
  if (items[0]!.type === "mcq") await expect(dialog.getByText("Why your choice is not right")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(page.getByTestId("question-progress")).toHaveText("Question 2 of 5");
  await answer(page, items[1]!, true, /Submit Answer/);
  await expect(dialog.getByRole("heading", { name: "Correct!" })).toBeVisible();

  // A reload continues where the session was: the next unanswered question.
  await openPractice(page, "/sat-practice/math/easy");
  await expect(page.getByTestId("question-progress")).toHaveText("Question 3 of 5");
  for (const [offset, item] of items.slice(2).entries()) {
    // The next question is on screen before its choice is made (a click on the last one is undone).
    await expect(page.getByTestId("question-progress")).toHaveText(`Question ${offset + 3} of 5`);
    await answer(page, item, true, /Submit Answer/);
    const last = item === items[4];
    await dialog.getByRole("button", { name: last ? "View Results" : "Next" }).click();
  }

  await expect(page).toHaveURL(/\/sat-practice\/summary\?session=/);
  const summary = page.getByTestId("practice-summary");
  await expect(summary).toContainText("4 of 5 correct");
  await expect(summary).toContainText("80% accuracy");
  await expect(summary).toContainText("Excellent work!");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "See your progress" }).click();
  await expect(page.getByTestId("practice-results")).toContainText("Mathematics: Easy");
  await expect(page.getByTestId("practice-results")).toContainText("4 of 5 correct");
  await expect(page.getByTestId("error-log")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("navigation", { name: "Show results for" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByText("No test scores yet. Complete some practice tests to see your results here.")).toBeVisible();

  await page.getByRole("link", { name: "Question Bank" }).click();
  await expect(page.getByTestId("subsection-math-easy")).toContainText("5 of 45 completed");
  await page.getByRole("link", { name: "Mock Exams" }).click();
  await expect(page.getByTestId("mock-test-1")).toContainText("Available");
  await expect(page.getByTestId("mock-test-2")).toContainText("Locked");
});

test("leaving a session asks first; a reported problem reaches the admin, who resolves it", async ({ page, browser }) => {
  test.slow();
  await signInAs(page, "student10@example.com");
  await openPractice(page, "/sat-practice/english/grammar");
  await startSession(page, "5 questions", /Start practice/);
  const item = firstItems("english-grammar")[0]!;
  await answer(page, item, true, /Submit Answer/);
  const dialog = page.getByTestId("feedback-dialog");
  await dialog.getByRole("button", { name: "Report a problem with this question" }).click();
  await dialog.getByLabel("What is the problem?").fill("The second sentence of the passage reads oddly to me.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. Your report reached our team.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Exit" }).click();
  const exit = page.getByRole("alertdialog");
  await expect(exit).toContainText("Are you sure you want to exit? Your progress will be lost.");
  await exit.getByRole("button", { name: "Exit session" }).click();
  await expect(page).toHaveURL(/\/sat-practice$/);
  await expect(page.getByTestId("subsection-english-grammar").getByRole("link")).toHaveText("Practice");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin");
  await admin.goto("/admin/sat-reports");
  const report = admin.getByTestId("sat-report").filter({ hasText: "The second sentence of the passage reads oddly to me." });
  await expect(report).toContainText(item.id);
  expect(await seriousViolations(admin)).toEqual([]);
  await report.getByRole("button", { name: "Mark resolved" }).click();
  await expect(admin.getByRole("status").getByText("Report resolved.", { exact: true })).toBeVisible();
  await expect(report).toHaveCount(0);
  await adminContext.close();
});

test("visitors sign in first; the practice reads in Chinese", async ({ page }) => {
  test.slow();
  await page.goto("/sat-practice");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsat-practice/);

  await setLanguageCookie(page, "zh");
  await signIn(page, "student");
  await page.goto("/sat-practice");
  await expect(page.getByRole("heading", { name: "SAT 练习", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "题库" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openPractice(page, "/sat-practice/english/easy");
  await startSession(page, "5 道题", /开始练习/);
  const item = firstItems("english-easy")[0]!;
  await answer(page, item, false, /提交答案/);
  await expect(page.getByTestId("feedback-dialog").getByRole("heading", { name: "回答错误" })).toBeVisible();
  await expect(page.getByTestId("feedback-dialog").getByText("为什么你的选项不对")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
