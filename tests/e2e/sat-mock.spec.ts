import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, seriousViolations, setLanguageCookie, signInAs, test } from "./fixtures";

// A mock exam as a student: test 1 from the Mock Exams tab through four modules (an answer and a
// flag kept across a reload, the break, the calculator and the reference sheet) to the score
// report and its place on Progress Tracking; tests 2-10 locked; the intro in Chinese; axe clean.

failOnBrowserErrors();

async function ready(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toHaveAttribute("data-ready", "true");
}

async function toNextSection(page: Page) {
  await page.getByRole("button", { name: /^Question \d+ of \d+$/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await expect(page.getByRole("heading", { name: "Check your work" })).toBeVisible();
}

test("a student takes Practice Test 1 through four modules to the score report", async ({ page }) => {
  test.slow();
  await signInAs(page, "student5@example.com");
  await page.goto("/sat-practice?tab=mock");
  await expect(page.getByTestId("mock-test-1")).toContainText("Available");
  await expect(page.getByTestId("mock-test-2")).toContainText("Locked");
  await expect(page.getByTestId("mock-test-10")).toContainText("Locked");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Start Practice Test 1" }).click();
  await ready(page, "mock-intro");
  await expect(page.getByText(/not the College Board's/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Calculator" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reference" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Start Exam" }).click();
  await ready(page, "mock-runner");
  await expect(page.getByRole("heading", { name: "Reading and Writing: Module 1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Question 1 of 27" })).toBeVisible();

  await page.locator("label").filter({ has: page.getByLabel("Choice B") }).click();
  await expect(page.getByLabel("Choice B")).toBeChecked();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await expect(page.getByRole("button", { name: "Mark for Review" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Cross out choices" }).click();
  await page.getByRole("button", { name: "Cross out D" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 2 of 27" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Autosaved: after a reload the student is back on question 2, question 1 answered and flagged.
  await expect(page.getByRole("status").filter({ hasText: "Saving" })).toHaveCount(0);
  await page.reload();
  await ready(page, "mock-runner");
  await expect(page.getByRole("heading", { name: "Question 2 of 27" })).toBeVisible();
  await page.getByRole("button", { name: "Question 2 of 27" }).click();
  await expect(page.getByRole("button", { name: "Question 1: Answered, Marked for review" })).toBeVisible();
  await page.getByRole("button", { name: "Question 1: Answered, Marked for review" }).click();
  await expect(page.getByLabel("Choice B")).toBeChecked();
  await page.getByRole("button", { name: "Cross out choices" }).click();
  await expect(page.getByRole("button", { name: "Undo D" })).toHaveAttribute("aria-pressed", "true");

  await toNextSection(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next Section" }).click();
  await expect(page.getByRole("heading", { name: "Reading and Writing: Module 2" })).toBeVisible();
  await toNextSection(page);
  await page.getByRole("button", { name: "Next Section" }).click();

  await ready(page, "mock-break");
  await expect(page.getByRole("heading", { name: "Break" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Resume Testing" }).click();
  await ready(page, "mock-runner");
  await expect(page.getByRole("heading", { name: "Math: Module 1" })).toBeVisible();

  await page.getByRole("button", { name: "Calculator" }).click();
  await page.getByLabel("Expression").fill("2^10 + sqrt(16)");
  await page.getByRole("button", { name: "Evaluate" }).click();
  await expect(page.getByText("= 1028")).toBeVisible();
  await page.getByRole("button", { name: "Graph", exact: true }).click();
  await expect(page.getByRole("img", { name: "Graph of the functions entered above" }).locator("canvas")).toBeVisible();
  await page.getByRole("button", { name: "Close the calculator" }).click();
  await page.getByRole("button", { name: "Reference" }).click();
  await expect(page.getByText("Pythagorean theorem")).toBeVisible();
  await page.getByRole("button", { name: "Close the reference sheet" }).click();

  await toNextSection(page);
  await page.getByRole("button", { name: "Next Section" }).click();
  await expect(page.getByRole("heading", { name: "Math: Module 2" })).toBeVisible();
  await toNextSection(page);
  await page.getByRole("button", { name: "Submit Exam" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to submit your exam? This action cannot be undone.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Submit Exam" }).click();

  await expect(page.getByRole("heading", { name: "Practice Test 1: score report", level: 1 })).toBeVisible();
  await expect(page.getByText("Your estimated scores")).toBeVisible();
  await expect(page.getByText(/These are estimates, not official scores/)).toBeVisible();
  await expect(page.getByTestId("review-0-1")).toContainText("Your answer: B");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Back to SAT practice" }).click();
  await expect(page.getByRole("heading", { name: "Mock exam results" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Report for Practice Test 1/ })).toBeVisible();
});

test("the exit confirmation throws the attempt away, and the intro reads in Chinese", async ({ page }) => {
  await signInAs(page, "student6@example.com");
  await page.goto("/sat-practice/exam/1");
  await ready(page, "mock-intro");
  await page.getByRole("button", { name: "Start Exam" }).click();
  await ready(page, "mock-runner");
  await page.getByRole("button", { name: "Exit" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to exit? All progress will be lost.");
  await page.getByRole("button", { name: "Exit exam" }).click();
  await expect(page.getByTestId("mock-test-1")).toContainText("Start");

  await page.goto("/sat-practice/exam/2");
  await expect(page).toHaveURL(/\/sat-practice\?tab=mock/);

  await setLanguageCookie(page, "zh");
  await page.goto("/sat-practice/exam/1");
  await ready(page, "mock-intro");
  await expect(page.getByRole("heading", { name: "SAT 模拟考试 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "开始考试" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("tests 2-10 unlock after paying $99 on the test payment page, once", async ({ page }) => {
  await signInAs(page, "student8@example.com");
  await page.goto("/sat-practice?tab=mock");
  await expect(page.getByTestId("mock-test-2")).toContainText("Locked");
  await page.getByRole("button", { name: "Unlock all tests for $99" }).click();
  await expect(page).toHaveURL(/\/pay\/local\/cs_local_/);
  await expect(page.getByText("TEST PAYMENT", { exact: true })).toBeVisible();
  await expect(page.getByText("lifetime access to all ten full-length tests")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Pay now" }).click();

  await expect(page).toHaveURL(/\/purchase-confirmation\?amount=99\.00&checkout=/);
  await expect(page.getByText("Your SAT mock exams are unlocked.")).toBeVisible();
  await expect(page.getByTestId("purchase-amount")).toHaveText("$99.00");
  await page.getByRole("link", { name: "Go to Mock Exams" }).click();
  await expect(page.getByTestId("mock-test-2")).toContainText("Available");
  await expect(page.getByText("You have lifetime access to all ten tests.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Unlock all tests/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Start Practice Test 2" }).click();
  await ready(page, "mock-intro");
  await expect(page.getByRole("heading", { name: "SAT Practice Test 2" })).toBeVisible();
});
