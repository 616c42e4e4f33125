import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { DEMO_ADMIN_TOTP_SECRET } from "../../app/lib/demo-admin-two-factor";
import { totpCode } from "../../app/lib/totp.server";

export const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3901}`;
export const DEMO_PASSWORD = "Unibridge-demo-1";
export const demoAccounts = {
  student: "student1@example.com",
  mentor: "mentor1@example.edu",
  admin: "admin@example.com",
} as const;
export type DemoRole = keyof typeof demoAccounts;

const withoutScripts = new WeakSet<Page>();

/**
 * Playwright's test, where `goto` and `reload` also wait for React to have hydrated the page.
 * The app's scripts start after the page's first paint (app/lib/app-scripts.tsx), so the browser's
 * `load` event, which they wait for, can come before React is there and before a click does
 * anything. The root layout marks `<html data-hydrated>`; pages without the app's scripts (an API
 * answer, a page of another site, a test with JavaScript off) are not waited for.
 */
export const test = base.extend<object, { waitForHydrationOnLoad: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) withoutScripts.add(page);
    await provide(page);
  },
  waitForHydrationOnLoad: [
    async ({ browser }, provide) => {
      // Playwright has no hook for it: the methods of its page class are wrapped, once per worker,
      // so every page has them, those of contexts a test opens itself included.
      const page = await browser.newPage();
      const pagePrototype = Object.getPrototypeOf(page) as Page;
      await page.close();
      const { goto, reload } = pagePrototype;
      pagePrototype.goto = async function (this: Page, url, options) {
        const response = await goto.call(this, url, options);
        if (!options?.waitUntil || options.waitUntil === "load") await hydrated(this);
        return response;
      };
      pagePrototype.reload = async function (this: Page, options) {
        const response = await reload.call(this, options);
        if (!options?.waitUntil || options.waitUntil === "load") await hydrated(this);
        return response;
      };
      await provide();
    },
    { scope: "worker", auto: true },
  ],
});

async function hydrated(page: Page) {
  if (withoutScripts.has(page)) return;
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector("script[data-after-paint]"),
    undefined,
    { timeout: 15_000 },
  );
}

let signIns = 0;

// Playwright starts a new worker after a failure; a counter starting again at 1 would reuse the
// addresses of the worker before, so the worker's process id is part of the address. Both sit in
// the first 64 bits: better-auth counts an IPv6 client by its /64.
function clientAddress(): string {
  const hex = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${hex(process.pid)}:${hex(signIns)}::1`;
}

/**
 * Signs in through the auth API; the session cookie lands in the page's browser context. Sign-in
 * is rate-limited per client address, so each test sign-in comes from its own (documentation-range)
 * address, which the server accepts from X-Forwarded-For because the test runs on loopback.
 */
export async function signIn(page: Page, role: DemoRole) {
  await signInAs(page, demoAccounts[role]);
}

/** As signIn, for any demo account (e.g. "student7@example.com"). */
export async function signInAs(page: Page, email: string) {
  signIns += 1;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: baseURL, "X-Forwarded-For": clientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The demo admin signs in with two factors: the code from the demo secret completes it.
  if ((await response.json()).twoFactorRedirect) {
    const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(DEMO_ADMIN_TOTP_SECRET) },
      headers: { Origin: baseURL, "X-Forwarded-For": clientAddress() },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
}

export async function setLanguageCookie(page: Page, locale: "en" | "zh") {
  await page.context().addCookies([{ name: "lang", value: locale, url: baseURL }]);
}

/**
 * Fails each test of the file whose page logged a console error or threw: a hydration mismatch or
 * a failing script shows up here, not in the assertions. `allowed` are lines a test provokes on
 * purpose (e.g. the browser's own line for a 409 answer).
 */
export function failOnBrowserErrors(allowed: RegExp[] = []) {
  let browserErrors: string[] = [];
  test.beforeEach(({ page }) => {
    browserErrors = [];
    page.on("console", (message) => {
      if (message.type() === "error") browserErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => browserErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(browserErrors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([]);
  });
}

/** axe's serious and critical violations on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
