import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { expect } from "@playwright/test";
import { DEMO_ADMIN_TOTP_SECRET } from "../../app/lib/demo-admin-two-factor";
import { totpCode } from "../../app/lib/totp.server";
import { DEMO_PASSWORD, demoAccounts, failOnBrowserErrors, seriousViolations, setLanguageCookie, signIn, test } from "./fixtures";

// Lead capture on the home page, /founder-consultation, the admin's two-factor sign-in and the
// Leads tab with its CSV export. Each test comes from its own address (the forms are rate-limited).
let addressCounter = 0;
test.beforeEach(async ({ context }) => {
  addressCounter += 1;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${process.pid % 250}.${addressCounter}` });
});
// A wrong two-factor code is answered 400, which the browser logs; one test cuts the scripts off.
failOnBrowserErrors([
  /status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/login\.data\)/,
  /net::ERR_FAILED \(http:\/\/localhost:\d+\/assets\//,
]);

const freshEmail = (label: string) => `e2e.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

test("a visitor leaves their email on the home page and sign-up starts with it", async ({ page }) => {
  const email = freshEmail("lead");
  await page.goto("/");
  const form = page.getByTestId("lead-capture-form");
  await form.getByLabel("Get admissions tips and hear when new mentors join").fill(email);
  await form.getByRole("button", { name: "Keep me posted" }).click();
  await expect(page.getByTestId("lead-capture-success")).toContainText("Thank you");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Create your free account" }).click();
  await expect(page).toHaveURL(/\/signup/);
  await expect(page.getByLabel("Email address")).toHaveValue(email);
});

test("the home page's email form still sends when its checks cannot load", async ({ page }) => {
  const email = freshEmail("lead-offline");
  await page.goto("/");
  const form = page.getByTestId("lead-capture-form");
  // Hydrated (the form is React's); from here on the form's own scripts cannot load (as when a
  // deploy has replaced them), only the route module React Router needs to send it.
  await expect(form).toHaveAttribute("data-ready", "true");
  await page.route("**/assets/**", (route) => (route.request().url().includes("/resources.leads-") ? route.fallback() : route.abort()));
  await form.getByLabel("Get admissions tips and hear when new mentors join").fill(email);
  await form.getByRole("button", { name: "Keep me posted" }).click();
  await expect(page.getByTestId("lead-capture-success")).toContainText("Thank you");
});

test("a visitor requests a founder consultation, in English and in Chinese", async ({ page }) => {
  await page.goto("/founder-consultation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a free consultation with our founders");
  await page.getByRole("button", { name: "Request consultation" }).click();
  await expect(page.getByText("Please fill in this field.").first()).toBeVisible();
  await page.getByLabel("Your name").fill("Dana Whitfield");
  await page.getByLabel("Work email").fill(freshEmail("school"));
  await page.getByLabel("School or organization").fill("Westfield High School");
  await page.getByLabel("Your role").selectOption("counselor");
  await page.getByLabel("Number of students").fill("240");
  await page.getByLabel("Message (optional)").fill("We would like to pilot with our juniors this spring.");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Request consultation" }).click();
  await expect(page.getByTestId("consultation-sent")).toContainText("Thank you, your request was sent");

  await setLanguageCookie(page, "zh");
  await page.goto("/founder-consultation?lang=zh");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("预约与创始人的免费咨询");
  await expect(page.getByRole("button", { name: "提交咨询申请" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the admin signs in with a code from the authenticator app", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("Email address").fill(demoAccounts.admin);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByTestId("two-factor-step")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByTestId("two-factor-error")).toContainText("That code is not right");
  await page.getByLabel("Authentication code").fill(totpCode(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the admin manages leads and exports them as a CSV that parses", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 2 })).toBeVisible();
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByTestId("leads-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^unibridge-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(await readFile((await file.path())!, "utf8")) as string[][];
  expect(rows[0]).toEqual(["Email", "Source", "Date", "Page", "Converted"]);
  expect(rows.some((row) => row[0] === "counselor@westfield-high.example.edu")).toBe(true);

  await page.getByRole("searchbox", { name: "Search leads" }).fill("ravi.n@");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("lead-row");
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole("switch");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByTestId("lead-row").getByRole("switch")).toHaveAttribute("aria-checked", "true");

  await page.getByTestId("lead-row").getByRole("button", { name: /Delete/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this lead?");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByTestId("lead-row").getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByTestId("leads-empty")).toHaveText("No leads found");
});
