import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, seriousViolations, setLanguageCookie, signIn, test } from "./fixtures";

failOnBrowserErrors();

async function openDashboard(page: Page) {
  await page.goto("/mentor-dashboard");
  await expect(page.getByTestId("mentor-dashboard")).toHaveAttribute("data-ready", "true");
}

test("a mentor sees the dashboard, opens Students Mentored and moves through the sessions calendar with the keyboard", async ({ page }) => {
  await signIn(page, "mentor");
  await openDashboard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, \S+ [A-Z]\.$/);
  await expect(page.getByText("Verified mentor")).toBeVisible();
  await expect(page.getByTestId("dashboard-rating")).toContainText(/\d\.\d average rating/);
  await expect(page.getByTestId("mentor-dashboard").getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/mentor-profile");
  await expect(page.getByTestId("tile-earnings")).toContainText("20% platform commission");
  await expect(page.getByTestId("tile-earnings-value")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("heading", { name: "Upcoming Meetings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Ratings" })).toBeVisible();
  await expect(page.getByTestId("guideline-card")).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  // Students Mentored: the count on the tile is the number of students in the dialog.
  const studentCount = Number(await page.getByTestId("tile-students-value").textContent());
  const trigger = page.getByRole("button", { name: "View students" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Students Mentored" });
  await expect(dialog).toBeVisible();
  if (studentCount === 0) {
    await expect(dialog).toContainText("No students mentored yet.");
  } else {
    await expect(dialog.getByTestId("mentored-student")).toHaveCount(studentCount);
    await expect(dialog.getByTestId("mentored-student").first()).toContainText(/\d+ sessions?/);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // 'Your Sessions': one day in the tab order; arrows move it and the day's sessions follow.
  await page.getByRole("button", { name: "Open calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Your Sessions" });
  await expect(calendar.getByRole("grid")).toBeVisible();
  const selected = calendar.locator('button[tabindex="0"]');
  await expect(selected).toHaveCount(1);
  const start = (await selected.getAttribute("data-date"))!;
  await selected.focus();
  await page.keyboard.press("ArrowRight");
  const next = calendar.locator('button[tabindex="0"]');
  await expect(next).toBeFocused();
  expect(await next.getAttribute("data-date")).not.toBe(start);
  await page.keyboard.press("PageDown");
  await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
  await expect(calendar.getByTestId("sessions-on-day")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
});

test("a mentor edits the profile and sees the change on the dashboard and the mentor list", async ({ page }) => {
  await signIn(page, "mentor");
  await page.goto("/mentor-profile");
  await expect(page.getByTestId("mentor-profile-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByLabel("Name")).toHaveAttribute("readonly", "");
  await expect(page.getByTestId("profile-sat-score")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The browser checks with the server's rules before anything is sent.
  const bio = page.getByLabel("Bio", { exact: false });
  await bio.fill("Too short for a bio.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please provide a bio of at least 50 characters")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const newBio = "I mentor students through lab research applications and love explaining zebrafish genetics to curious minds.";
  await bio.fill(newBio);
  await page.getByLabel("Interests").fill(" zebrafish genetics,, research writing , ");
  await page.getByLabel("College").selectOption("yale");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page).toHaveURL(/\/mentor-dashboard$/);
  await expect(page.getByTestId("dashboard-bio")).toHaveText(newBio);
  await expect(page.getByTestId("dashboard-college")).toHaveText("Yale University");
  const name = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(/^Welcome, /, "");

  // The shared list answers were cleared: the mentor list finds the new interests at once.
  await page.goto("/mentors?q=zebrafish");
  const card = page.getByTestId("mentor-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(name);
  await expect(card.getByTestId("mentor-college")).toHaveText("Yale University");
  await expect(card.getByTestId("mentor-bio")).toHaveText(newBio);
});

test("the dashboard and the profile editor in Chinese", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await signIn(page, "mentor");
  await openDashboard(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("欢迎");
  await expect(page.getByRole("heading", { name: "会议指南" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "即将进行的会议" })).toBeVisible();
  await expect(page.getByTestId("guideline-card").first()).toContainText("五条建议");
  await expect(page.getByTestId("tile-earnings")).toContainText("平台佣金");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("mentor-dashboard").getByRole("link", { name: "编辑资料" }).click();
  await expect(page.getByTestId("mentor-profile-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("button", { name: "保存更改" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
