import { DEMO_ADMIN_TOTP_SECRET } from "../../app/lib/demo-admin-two-factor";
import { totpCode } from "../../app/lib/totp.server";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { baseURL, DEMO_PASSWORD, demoAccounts, setLanguageCookie, test } from "./fixtures";
import { linksInMail, waitForMessage } from "./mail";

// Sign-in, resend, forgot/reset and remember me, through the pages. Sign-in and sign-up are
// rate-limited per client address: each test gets its own (documentation range) address, which
// the server takes from X-Forwarded-For because the test runs on loopback.
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.100.${(addressCounter % 250) + 1}`;
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
});

const PASSWORD = "Lantern-Harbor-42";
const NEW_PASSWORD = "Velvet-Orchard-58";

function freshEmail(label: string): string {
  return `e2e.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

async function signUpStudent(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Casey Jordan");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify-email/);
}

/** The links in the emails to `email` whose href contains `fragment`, newest first, once at least `count` arrived. */
async function mailboxLinks(_page: Page, email: string, fragment: string, count = 1): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(async () => (links = await linksInMail(email, fragment)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return links;
}

async function verifyThroughMailbox(page: Page, email: string) {
  const [link] = await mailboxLinks(page, email, "/api/auth/verify-email");
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByTestId("login-banner")).toHaveText("Your email is verified. You can now log in.");
}

async function logIn(page: Page, email: string, password: string, { remember = false } = {}) {
  if (!page.url().includes("/login")) await page.goto("/login");
  // Typing before hydration would post the form without JavaScript (no remember-me storage).
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Remember me").setChecked(remember);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

async function loginError(page: Page) {
  return page.getByTestId("login-error");
}

test("login before verification offers a new link, which arrives and verifies the account", async ({ page }) => {
  const email = freshEmail("unverified");
  await signUpStudent(page, email);

  await logIn(page, email, PASSWORD);
  await expect(await loginError(page)).toHaveText("Please verify your email before logging in. Need a new verification link?");
  const resend = page.getByRole("button", { name: "Resend verification email" });
  await expect(resend).toBeVisible();

  const before = await mailboxLinks(page, email, "/api/auth/verify-email");
  expect(before).toHaveLength(1);
  await resend.click();
  await expect(page.getByTestId("resend-result")).toHaveText("Verification email sent! Please check your inbox.");

  const after = await mailboxLinks(page, email, "/api/auth/verify-email", 2);
  expect(after).toHaveLength(2);
  await page.goto(after[0]!);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByTestId("login-banner")).toHaveText("Your email is verified. You can now log in.");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test("a used or broken verification link says so on the login page", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=broken&callbackURL=%2Flogin%3Fverified%3D1");
  await expect(page).toHaveURL(/\/login\?verified=1&error=INVALID_TOKEN$/);
  await expect(page.getByTestId("login-banner")).toContainText("This verification link is invalid or has expired.");
});

test("forgot password -> email -> reset -> log in with the new password", async ({ page }) => {
  const email = freshEmail("forgot");
  await signUpStudent(page, email);
  await verifyThroughMailbox(page, email);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByTestId("forgot-error")).toHaveText("Please enter your email address");
  await page.getByLabel("Email address").fill(freshEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByTestId("forgot-error")).toHaveText("No account found with this email address");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Login" })).toHaveAttribute("href", "/login");

  const [link] = await mailboxLinks(page, email, "/api/auth/reset-password/");
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill("Velvet-Orchard-59");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByTestId("login-banner")).toContainText("Your password has been changed.");

  await logIn(page, email, PASSWORD);
  await expect(await loginError(page)).toHaveText("Invalid email or password. Please try again.");
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/student-dashboard$/);

  // The link works once.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByTestId("reset-invalid")).toContainText("This password reset link is invalid or has expired.");
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});

/** A "browser restart": a new context with the cookies that have an expiry date, and the storage. */
async function restart(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
    storageState: { cookies: state.cookies.filter((cookie) => cookie.expires > 0), origins: state.origins },
  });
}

test("remember me keeps the session and the email across a browser restart; without it, neither", async ({ browser }) => {
  // Two browsers, each signed in and restarted.
  test.slow();
  const remembered = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  let page = await remembered.newPage();
  await logIn(page, demoAccounts.student, DEMO_PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/student-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem("unibridge.rememberedEmail"))).toBe(demoAccounts.student);

  const afterRestart = await restart(browser, remembered);
  page = await afterRestart.newPage();
  await page.goto("/student-dashboard");
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByTestId("dashboard-welcome")).toContainText(/^Welcome, .+!$/);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // The email (only) is prefilled next time, with remember me ticked.
  await page.goto("/login");
  await expect(page.getByLabel("Email address")).toHaveValue(demoAccounts.student);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Remember me")).toBeChecked();
  await afterRestart.close();

  const forgetful = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  page = await forgetful.newPage();
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("unibridge.rememberedEmail", "someone@example.com"));
  await logIn(page, "student2@example.com", DEMO_PASSWORD, { remember: false });
  await expect(page).toHaveURL(/\/student-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem("unibridge.rememberedEmail"))).toBeNull();

  const restarted = await restart(browser, forgetful);
  page = await restarted.newPage();
  await page.goto("/student-dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent-dashboard$/);
  await expect(page.getByLabel("Email address")).toHaveValue("");
  await expect(page.getByLabel("Remember me")).not.toBeChecked();
  await restarted.close();
});

test("a guesser elsewhere is stopped after 5 failures and does not keep the admin out", async ({ browser }) => {
  // Seven password checks, slow on purpose.
  test.slow();
  const attacker = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  const page = await attacker.newPage();
  for (let i = 0; i < 5; i++) {
    await logIn(page, demoAccounts.admin, `Wrong-Guess-${i}`);
    await expect(await loginError(page)).toHaveText("Invalid email or password. Please try again.");
  }
  await logIn(page, demoAccounts.admin, DEMO_PASSWORD);
  await expect(await loginError(page)).toHaveText("Too many failed login attempts. Please try again later.");
  await attacker.close();

  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  const ownerPage = await owner.newPage();
  await logIn(ownerPage, demoAccounts.admin, DEMO_PASSWORD);
  // The admin's second step: the code from the authenticator app.
  await ownerPage.getByLabel("Authentication code").fill(totpCode(DEMO_ADMIN_TOTP_SECRET));
  await ownerPage.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(ownerPage).toHaveURL(/\/admin$/);
  await owner.close();
});

test("a logged-out visit to a guarded page returns there after login; a stored path is used once", async ({ page }) => {
  await page.goto("/student-dashboard?tab=meetings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent-dashboard%3Ftab%3Dmeetings$/);
  await logIn(page, "student3@example.com", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student-dashboard\?tab=meetings$/);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Another page (e.g. booking) stored where to return; login uses it, then forgets it.
  await page.evaluate(() => localStorage.setItem("unibridge.redirectAfterLogin", "/student-dashboard?from=booking"));
  await logIn(page, "student3@example.com", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student-dashboard\?from=booking$/);
  expect(await page.evaluate(() => localStorage.getItem("unibridge.redirectAfterLogin"))).toBeNull();

  // Signed in, /login goes to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test("empty fields, wrong credentials and a lost connection each get their message", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(await loginError(page)).toHaveText("Email and password are required");
  await page.getByLabel("Email address").fill("student4@example.com");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(await loginError(page)).toHaveText("Email and password are required");

  await logIn(page, "student4@example.com", "not-the-password");
  await expect(await loginError(page)).toHaveText("Invalid email or password. Please try again.");
  await logIn(page, freshEmail("unknown"), DEMO_PASSWORD);
  await expect(await loginError(page)).toHaveText("Invalid email or password. Please try again.");

  // A lost connection: the browser goes offline between loading the page and submitting it.
  await page.context().setOffline(true);
  await logIn(page, "student4@example.com", DEMO_PASSWORD);
  await expect(await loginError(page)).toHaveText("Network error. Please check your internet connection and try again.");
  await expect(page).toHaveURL(/\/login/);
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await logIn(page, "student4@example.com", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test("the login flow in Chinese", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(await loginError(page)).toHaveText("请输入邮箱和密码");
  await page.getByLabel("电子邮箱").fill("student5@example.com");
  await page.getByLabel("密码", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(await loginError(page)).toHaveText("邮箱或密码错误，请重试。");
  await page.getByLabel("密码", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("记住我").check();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);

  await page.getByRole("button", { name: "退出登录" }).click();
  // Logout is a form post: wait for its redirect home before opening another page.
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "忘记密码了？" })).toBeVisible();
  await page.getByRole("button", { name: "发送重置链接" }).click();
  await expect(page.getByTestId("forgot-error")).toHaveText("请输入您的邮箱地址");
  await page.getByRole("link", { name: "返回登录" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("电子邮箱")).toHaveValue("student5@example.com");
});

test("unverified login, resend, forgot and reset in Chinese", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  const email = freshEmail("zh");
  await page.goto("/signup");
  await page.getByLabel("姓名").fill("王小明");
  await page.getByLabel("电子邮箱").fill(email);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "创建账号" }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  await page.goto("/login");
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("电子邮箱").fill(email);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(await loginError(page)).toHaveText("请先验证邮箱后再登录。需要新的验证链接吗？");
  await page.getByRole("button", { name: "重新发送验证邮件" }).click();
  await expect(page.getByTestId("resend-result")).toHaveText("验证邮件已发送！请查收您的邮箱。");
  const [verifyLink] = await mailboxLinks(page, email, "/api/auth/verify-email", 2);
  await page.goto(verifyLink!);
  await expect(page.getByTestId("login-banner")).toHaveText("您的邮箱已验证，现在可以登录了。");

  await page.getByRole("link", { name: "忘记密码？" }).click();
  await expect(page.getByRole("heading", { name: "忘记密码了？" })).toBeVisible();
  await page.getByLabel("电子邮箱").fill(email);
  await page.getByRole("button", { name: "发送重置链接" }).click();
  await expect(page.getByRole("heading", { name: "请查收邮件" })).toBeVisible();
  await expect(page.getByRole("link", { name: "返回登录" })).toBeVisible();
  // The user signed up in Chinese, so the email is in Chinese too.
  await waitForMessage(email, /重置您的 Unibridge 密码/);
  const [resetLink] = await mailboxLinks(page, email, "/api/auth/reset-password/");
  await page.goto(resetLink!);
  await page.getByLabel("新密码", { exact: true }).fill("123456");
  await page.getByLabel("确认新密码").fill("123456");
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("密码强度太弱，请使用更安全的密码。")).toBeVisible();
  await page.getByLabel("新密码", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("确认新密码").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByTestId("login-banner")).toHaveText("您的密码已修改，请使用新密码登录。");
  await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("电子邮箱").fill(email);
  await page.getByLabel("密码", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form still answers and signs in", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email address").fill("student6@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password. Please try again.");
    // The answer is a new page: the email is kept, the password is not.
    await expect(page.getByLabel("Email address")).toHaveValue("student6@example.com");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });
});

test("after sign-up, login, reset and logout no password or token is in browser storage", async ({ page }) => {
  const email = freshEmail("storage");
  await signUpStudent(page, email);
  const [verifyLink] = await mailboxLinks(page, email, "/api/auth/verify-email");
  const verifyToken = new URL(verifyLink!).searchParams.get("token")!;
  await page.goto(verifyLink!);
  await logIn(page, email, PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/student-dashboard$/);

  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const [resetLink] = await mailboxLinks(page, email, "/api/auth/reset-password/");
  const resetToken = new URL(resetLink!).pathname.split("/").at(-1)!;
  await page.goto(resetLink!);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await logIn(page, email, NEW_PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  const cookies = await page.context().cookies();
  const sessionToken = cookies.find((c) => c.name.includes("session_token"))?.value;
  const stored = await page.evaluate(() => {
    const all: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        all.push(key, storage.getItem(key) ?? "");
      }
    }
    return all;
  });
  // Remember me did store something: the email, and only that.
  expect(stored).toContain(email);
  const secrets = [PASSWORD, NEW_PASSWORD, verifyToken, resetToken, ...(sessionToken ? [sessionToken] : [])];
  for (const entry of stored) {
    for (const secret of secrets) expect(entry, `storage holds a secret: ${entry}`).not.toContain(secret);
    // Nothing token-shaped either (JWTs, long random strings).
    expect(entry).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+|[A-Za-z0-9]{24,}/);
  }
});

test("the login, forgot-password and reset-password pages have no serious accessibility problems", async ({ page }) => {
  const pages: [string, () => Promise<void>][] = [
    ["/login", async () => {
      await expect(page.getByTestId("login-form")).toHaveAttribute("data-ready", "true");
      await page.getByRole("button", { name: "Log In", exact: true }).click();
      await expect(page.getByTestId("login-error")).toBeVisible();
    }],
    ["/login?verified=1", async () => expect(page.getByTestId("login-banner")).toBeVisible()],
    ["/forgot-password", async () => expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible()],
    ["/reset-password?token=abc", async () => expect(page.getByLabel("New password", { exact: true })).toBeVisible()],
    ["/reset-password?error=INVALID_TOKEN", async () => expect(page.getByTestId("reset-invalid")).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
