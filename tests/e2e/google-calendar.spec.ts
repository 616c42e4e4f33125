import { mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { startFakeGoogleServer, type FakeGoogleServer } from "../../app/test/fake-google-server";
import { DEMO_PASSWORD, failOnBrowserErrors, seriousViolations, test } from "./fixtures";
import { healthStatus, runServer } from "./run-server";

// The shared e2e server runs without Google keys (calendar.spec.ts checks that card). Here a
// second server gets GOOGLE_* pointing at a fake Google on 127.0.0.1, with its own fresh
// embedded database (seeded with the demo accounts).

failOnBrowserErrors();
test.describe.configure({ mode: "serial" });
// Several full-page loads and axe runs of the dashboard per test, on a shared machine.
test.beforeEach(() => test.setTimeout(300_000));

let fake: FakeGoogleServer;
let server: ReturnType<typeof runServer>;
let base: string;
let signIns = 0;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  // A fresh database, migrated and seeded: slow on a busy machine.
  test.setTimeout(360_000);
  fake = await startFakeGoogleServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = runServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "unibridge-e2e-google-")),
    SEED_DEMO: "1",
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_OAUTH_BASE: fake.url,
    GOOGLE_API_BASE: fake.url,
  });
  await expect.poll(() => healthStatus(base), { timeout: 350_000, intervals: [1000], message: "the Google-enabled server did not start" }).toBe(200);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await fake?.close();
});

async function signInMentor(page: Page, email: string, locale: "en" | "zh" = "en") {
  signIns += 1;
  await page.context().addCookies([{ name: "lang", value: locale, url: base }]);
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: base, "X-Forwarded-For": `2001:db8:6060:${(signIns & 0xffff).toString(16)}::1` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a mentor connects Google through the introduction dialog, sees Connected, and disconnects", async ({ page }) => {
  await signInMentor(page, "mentor1@example.edu");
  await page.goto(`${base}/mentor-dashboard`);
  const card = page.getByTestId("automatic-meetings");
  await expect(card).toHaveAttribute("data-ready", "true");
  const dialog = page.getByRole("dialog", { name: "Introducing Automatic Meeting Creation" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Connect Google Account" }).click();
  // The fake Google's consent page, as Google's would be.
  await expect(page.getByRole("heading", { name: "Unibridge wants to access your Google Account" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("scope")).toBe("https://www.googleapis.com/auth/calendar.events");
  await page.getByRole("link", { name: "Allow" }).click();

  await expect(page).toHaveURL(`${base}/mentor-dashboard`);
  await expect(card).toHaveAttribute("data-state", "connected");
  await expect(card.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(fake.liveRefreshTokens()).toHaveLength(1);
  expect(await seriousViolations(page, '[data-testid="automatic-meetings"]')).toEqual([]);

  await card.getByRole("button", { name: "Disconnect" }).click();
  await expect(card.getByRole("status")).toHaveText("Your Google account is disconnected. New sessions get a Jitsi video link.");
  await expect(card).toHaveAttribute("data-state", "idle");
  await expect(card.getByRole("button", { name: "Connect Google Account" })).toBeVisible();
  expect(fake.liveRefreshTokens()).toEqual([]);
  expect(fake.requests.filter((r) => r.path === "/revoke")).toHaveLength(1);
});

test("in Chinese: 'Maybe Later' by keyboard is remembered, and a declined consent shows the retry state", async ({ page }) => {
  await signInMentor(page, "mentor3@example.edu", "zh");
  await page.goto(`${base}/mentor-dashboard`);
  const card = page.getByTestId("automatic-meetings");
  await expect(card).toHaveAttribute("data-ready", "true");
  const dialog = page.getByRole("dialog", { name: "隆重推出自动创建会议" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Google Meet");
  // Keyboard only: focus starts inside the dialog; Tab reaches 'Maybe Later'.
  const later = dialog.getByRole("button", { name: "以后再说" });
  for (let i = 0; i < 4 && !(await later.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(later).toBeFocused();
  // The fetcher posts to the route's data URL (/meeting/google.data).
  const remembered = page.waitForResponse((r) => r.url().startsWith(`${base}/meeting/google`) && r.request().method() === "POST");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await remembered).status()).toBe(200);
  await page.reload();
  await expect(card).toHaveAttribute("data-ready", "true");
  await expect(card.getByRole("heading", { name: "自动创建会议" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await card.getByRole("button", { name: "连接 Google 账户" }).click();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${base}/mentor-dashboard?google=failed`);
  await expect(card).toHaveAttribute("data-state", "error");
  await expect(card.getByRole("button", { name: "连接失败 - 重试？" })).toBeVisible();
  await expect(card).toContainText("无法连接您的 Google 账户");
  expect(await seriousViolations(page)).toEqual([]);
});
