import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoAccounts, setLanguageCookie, test } from "./fixtures";
import { waitForMessage } from "./mail";

const run = Date.now().toString(36);
let clients = 0;

/**
 * Sign-up and sign-in are rate-limited per client address. Each test comes from its own
 * (documentation-range) address, which the server takes from X-Forwarded-For on loopback.
 */
async function ownClientAddress(page: Page) {
  clients += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${(Date.now() + clients) % 250}` });
}

const images = (() => {
  let dir: string | undefined;
  const file = (name: string) => {
    dir ??= mkdtempSync(path.join(os.tmpdir(), "unibridge-signup-"));
    return path.join(dir, name);
  };
  return {
    async jpeg() {
      const target = file("portrait.jpg");
      const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 47, g: 68, b: 153 } } })
        .jpeg({ quality: 85 })
        .toBuffer();
      writeFileSync(target, bytes);
      return target;
    },
    async gif() {
      const target = file("animated.gif");
      writeFileSync(target, await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fba424" } }).gif().toBuffer());
      return target;
    },
    async largePng() {
      // Noise does not compress: about 1.2 MB, over the 500KB limit and under the 5MB cap.
      const side = 640;
      const noise = Buffer.alloc(side * side * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
      const target = file("large.png");
      writeFileSync(target, await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
      return target;
    },
  };
})();

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The verification link of the newest message to `email`, as received by the test SMTP server. */
async function verificationLink(_page: Page, email: string): Promise<string> {
  const message = await waitForMessage(email, /./);
  const link = message.text.match(/https?:\/\/[^\s"<>]*\/api\/auth\/verify-email\?token=[^\s"<>]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

test.describe("sign-up", () => {
  let browserErrors: string[] = [];
  test.beforeEach(async ({ page }) => {
    await ownClientAddress(page);
    // A hydration mismatch or a failing script shows up here, not in the assertions.
    browserErrors = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      const url = message.location().url;
      // Refusals the test provokes (409, 400 from an action's .data request) are not failures.
      if (/status of 4\d\d/.test(text) && url.includes(".data")) return;
      browserErrors.push(`${text} (${url})`);
    });
    page.on("pageerror", (error) => browserErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(browserErrors).toEqual([]);
  });

  test("a student signs up, verifies the email, logs in and reaches the dashboard", async ({ page }) => {
    const email = `grace.${run}@example.com`;
    const password = "Compiler-Ship-1906";
    await page.goto("/signup");
    await expect(page).toHaveTitle(/Sign Up/);
    await expect(page.getByRole("radio", { name: "Student", exact: true })).toBeChecked();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");

    // Empty form: a message under every field, nothing sent.
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("signup-name-error")).toHaveText("Please fill in all required fields");
    await expect(page.getByTestId("signup-email-error")).toHaveText("Please fill in all required fields");
    await expect(page.getByTestId("signup-password-error")).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("123456");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("signup-password-error")).toHaveText("Password is too weak. Please use a stronger password.");
    await expect(page.getByTestId("signup-name-error")).toHaveCount(0);

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    // Sending takes at least half a second (better-auth's constant-time floor): the button says so.
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByTestId("verify-sent")).toHaveText(`We sent a verification link to ${email}.`);
    await expect(page.getByRole("link", { name: "Didn't get it? Log in to request a new link" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");

    const link = await verificationLink(page, email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText("Your email is verified. You can now log in.")).toBeVisible();

    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL("/student-dashboard");
    await expect(page.getByTestId("dashboard-welcome")).toContainText("Grace Hopper");
    // Neither the password nor the verification token was kept in the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(new URL(link).searchParams.get("token")!);

    // Signed in, /signup sends the student to the dashboard.
    await page.goto("/signup");
    await expect(page).toHaveURL("/student-dashboard");
  });

  test("a registered address is refused with an alert, and a lead email is prefilled", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("unibridge.leadEmail", "lead.person@example.com"));
    await page.goto("/signup");
    await expect(page.getByLabel("Email address")).toHaveValue("lead.person@example.com");

    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email address").fill(demoAccounts.student);
    await page.getByLabel("Password", { exact: true }).fill("Quiet-Meadow-77");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("This email is already in use. Please try logging in instead.");
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page).toHaveURL("/signup");
  });

  test("a submit before the form's rules have loaded waits for them; without them the server checks", async ({ page }) => {
    await ownClientAddress(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    // Code the page loads on use (the rules) is what the page did not load to show itself.
    const codeLoadedOnUse = async () => {
      await expect(page.getByTestId("signup-page")).toHaveAttribute("data-ready", "true");
      const shown = new Set(await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname)));
      return (url: URL) => url.pathname.startsWith("/assets/") && !shown.has(url.pathname);
    };

    await page.goto("/signup");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(await codeLoadedOnUse(), async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    release();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    expect(posts).toEqual([]);

    await page.unrouteAll();
    await page.goto("/signup");
    await page.route(await codeLoadedOnUse(), (route) => route.abort());
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    expect(posts).toEqual(["/signup.data"]);
    await expect(page).toHaveURL("/signup");
    // The scripts this test cut off are the only browser errors it may leave.
    browserErrors = browserErrors.filter((error) => !/^Failed to load resource: net::ERR_FAILED \(http:\/\/localhost:\d+\/assets\//.test(error));
  });

  test("a mentor signs up in three steps with a real JPG, seeing each step's messages", async ({ page }) => {
    const email = `ada.${run}@cs.stanford.edu`;
    await page.goto("/signup?role=mentor");
    await expect(page.getByRole("radio", { name: "Mentor", exact: true })).toBeChecked();
    const progress = page.getByRole("progressbar", { name: "Sign-up progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(progress).toHaveAttribute("aria-valuetext", "Step 1 of 3");
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    const next = page.getByRole("button", { name: "Continue" });

    // Step 1.
    await next.click();
    await expect(page.getByTestId("signup-name-error")).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.getByLabel("Full name").fill("Ada Byron");
    await page.getByLabel("Email address").fill(`ada.${run}@gmail.com`);
    await page.getByLabel("Password", { exact: true }).fill("Analytical-Engine-1843");
    await next.click();
    await expect(page.getByTestId("signup-email-error")).toHaveText("Mentors must use a valid .edu email address");
    await expect(page.getByLabel("Email address")).toBeFocused();
    await page.getByLabel("Email address").fill(email);
    await next.click();

    // Step 2.
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeFocused();
    await expect(page.getByText("Max 500 KB. JPG or PNG only.")).toBeVisible();
    await next.click();
    await expect(page.getByTestId("signup-picture-error")).toHaveText("Please upload a profile picture");
    await expect(page.getByTestId("signup-major-error")).toHaveText("Please select your major");
    await expect(page.getByTestId("signup-college-error")).toHaveText("Please select your college");
    await expect(page.getByTestId("signup-country-error")).toHaveText("Please select your country");
    await expect(page.getByLabel("Profile picture")).toBeFocused();

    const picture = page.getByLabel("Profile picture");
    await picture.setInputFiles(await images.gif());
    await expect(page.getByTestId("signup-picture-error")).toHaveText("Please upload a JPG or PNG file only");
    await picture.setInputFiles(await images.largePng());
    await expect(page.getByTestId("signup-picture-error")).toHaveText("Profile picture must be less than 500KB");
    await next.click();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await picture.setInputFiles(await images.jpeg());
    await expect(page.getByTestId("signup-picture-error")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Preview of your profile picture" })).toBeVisible();
    await page.getByLabel("Major").selectOption("computer-science");
    await page.getByLabel("College").selectOption("stanford");
    await expect(page.getByLabel("Country").locator('option[value="CN"]')).toHaveText("China");
    await page.getByLabel("Country").selectOption("CN");
    // The chosen country's flag is an image from our own origin that really loads.
    const flag = page.locator('img[src="/flags/cn.svg"]');
    await expect(flag).toBeVisible();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Back keeps what was typed.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await next.click();
    await expect(page.getByLabel("Major")).toHaveValue("computer-science");
    await next.click();

    // Step 3.
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    const submit = page.getByRole("button", { name: "Create Account" });
    await submit.click();
    await expect(page.getByTestId("signup-languages-error")).toHaveText("Please select at least one language");
    await expect(page.getByTestId("signup-interests-error")).toHaveText("Please add your interests");
    await expect(page.getByTestId("signup-bio-error")).toHaveText("Please provide a bio of at least 50 characters");

    await page.getByLabel("Search languages").fill("span");
    await page.getByRole("checkbox", { name: "Spanish" }).check();
    await page.getByLabel("Search languages").fill("");
    await page.getByRole("checkbox", { name: "English", exact: true }).check();
    await expect(page.getByText("Selected: 2")).toBeVisible();
    await page.getByLabel("SAT score (optional)").fill("1700");
    await page.getByLabel("Interests").fill("SAT math, essays, robotics");

    const bio = page.getByLabel("Bio", { exact: true });
    const meter = page.getByTestId("bio-meter");
    await bio.fill("I love math.");
    await expect(meter).toHaveAttribute("data-level", "short");
    await expect(meter).toContainText("12 / 1000 characters");
    await expect(meter).toHaveClass(/text-red-700/);
    await bio.fill("I study computer science at Stanford and enjoy helping students with SAT math and essays.");
    await expect(meter).toHaveAttribute("data-level", "fair");
    await expect(meter).toContainText("Please write at least 200 characters for a strong profile");
    await expect(meter).toHaveClass(/text-amber-700/);
    await bio.fill(
      "I study computer science at Stanford and enjoy helping students with SAT math and essays. " +
        "I grew up in Shanghai, applied to US colleges on my own, and I know how confusing it can be. " +
        "Let's plan your list, polish your essays and build a study schedule together.",
    );
    await expect(meter).toHaveAttribute("data-level", "strong");
    await expect(meter).toHaveClass(/text-emerald-700/);

    await submit.click();
    await expect(page.getByTestId("signup-sat-score-error")).toHaveText("SAT score must be a whole number between 400 and 1600");
    await page.getByLabel("SAT score (optional)").fill("1520");
    await submit.click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // The profile photo was stored re-encoded and the link arrives like a student's.
    const link = await verificationLink(page, email);
    expect(link).toContain("callbackURL=%2Flogin%3Fverified%3D1");
  });

  test("choosing mentor shows the steps; the student default has one", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await page.getByText("Mentor", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Mentor", exact: true })).toBeChecked();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    await expect(page.getByText("Use your university email address ending in .edu.")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expectNoSeriousAxeViolations(page);
    await page.getByText("Student", { exact: true }).click();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The footer's "Become a Mentor" link switches the open form to the mentor steps.
    await page.goto("/signup");
    await page.getByRole("contentinfo").locator('a[href="/signup?role=mentor"]').first().click();
    await expect(page.getByRole("radio", { name: "Mentor", exact: true })).toBeChecked();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

    await page.goto("/verify-email?email=someone%40example.com");
    await expectNoSeriousAxeViolations(page);
  });

  test("the student flow in Chinese", async ({ page }) => {
    await setLanguageCookie(page, "zh");
    const email = `lin.${run}@example.com`;
    const password = "Jade-River-2031";
    await page.goto("/signup");
    await expect(page).toHaveTitle(/注册/);
    await expect(page.getByRole("heading", { name: "创建您的账号" })).toBeVisible();
    await page.getByRole("button", { name: "创建账号" }).click();
    await expect(page.getByTestId("signup-name-error")).toHaveText("请填写所有必填项");

    await page.getByLabel("姓名").fill("林小雨");
    await page.getByLabel("电子邮箱").fill("lin@");
    await page.getByLabel("密码", { exact: true }).fill("password");
    await page.getByRole("button", { name: "创建账号" }).click();
    await expect(page.getByTestId("signup-email-error")).toHaveText("请输入有效的电子邮箱地址。");
    await expect(page.getByTestId("signup-password-error")).toHaveText("密码强度太弱，请使用更安全的密码。");

    await page.getByLabel("电子邮箱").fill(email);
    await page.getByLabel("密码", { exact: true }).fill(password);
    await page.getByRole("button", { name: "创建账号" }).click();
    await expect(page.getByRole("button", { name: "正在创建账号..." })).toBeDisabled();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: "请查看您的邮箱" })).toBeVisible();
    await expect(page.getByTestId("verify-sent")).toHaveText(`我们已向 ${email} 发送了验证链接。`);

    const link = await verificationLink(page, email);
    // The email is in Chinese too.
    expect((await waitForMessage(email, /./)).subject).toBe("请验证您的 Unibridge 邮箱");
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText("您的邮箱已验证，现在可以登录了。")).toBeVisible();
    await page.getByLabel("电子邮箱").fill(email);
    await page.getByLabel("密码", { exact: true }).fill(password);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL("/student-dashboard");
    await expect(page.getByTestId("dashboard-welcome")).toContainText("林小雨");
  });

  test("the mentor steps speak Chinese too", async ({ page }) => {
    await setLanguageCookie(page, "zh");
    await page.goto("/signup?role=mentor");
    await expect(page.getByText("第 1 步，共 3 步")).toBeVisible();
    await page.getByLabel("姓名").fill("王同学");
    await page.getByLabel("电子邮箱").fill(`wang.${run}@qq.com`);
    await page.getByLabel("密码", { exact: true }).fill("Jade-River-2031");
    await page.getByRole("button", { name: "继续" }).click();
    await expect(page.getByTestId("signup-email-error")).toHaveText("导师必须使用有效的 .edu 邮箱");
    await page.getByLabel("电子邮箱").fill(`wang.${run}@mit.edu`);
    await page.getByRole("button", { name: "继续" }).click();
    await expect(page.getByText("第 2 步，共 3 步")).toBeVisible();
    await expect(page.getByText("最大 500 KB，仅限 JPG 或 PNG。")).toBeVisible();
    await page.getByLabel("头像").setInputFiles(await images.gif());
    await expect(page.getByTestId("signup-picture-error")).toHaveText("请仅上传 JPG 或 PNG 文件");
    await expect(page.getByLabel("国家/地区").locator('option[value="CN"]')).toHaveText("中国");
    await page.getByLabel("国家/地区").selectOption("CN");
    await expect(page.locator('img[src="/flags/cn.svg"]')).toBeVisible();
  });
});
