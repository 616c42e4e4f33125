import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL, signIn, type DemoRole, test } from "./fixtures";

// Every internal link a visitor, a student, a mentor and an admin can see on the home page and in
// their dashboard's header and footer must lead to a page: each is fetched once and must answer
// 200. A redirect is accepted only into a guarded page's refusal (e.g. a visitor sent to /login),
// never for a page the role may open. All failures are reported together.

// Pages that send away whoever may not open them (spec route table and guard), by the role that
// may open them; /login and /signup send a signed-in user to their dashboard.
const guardedPaths: Record<DemoRole | "visitor", RegExp[]> = {
  admin: [/^\/admin(\/|$)/, /^\/blog-manager$/],
  student: [/^\/(student-dashboard|student-support|sat-coming-soon|sat-practice|user-demo)(\/|$)/],
  mentor: [/^\/(mentor-dashboard|mentor-profile|create-mentor-profile|mentor-demo)(\/|$)/],
  visitor: [/^\/(login|signup)$/],
};

/** Whether `role` may be redirected away from `pathname`: the page is guarded against it. */
function guardedAgainst(role: DemoRole | "visitor", pathname: string): boolean {
  return Object.entries(guardedPaths).some(([owner, patterns]) => owner !== role && patterns.some((pattern) => pattern.test(pathname)));
}

const dashboards: Record<DemoRole, string> = { student: "/student-dashboard", mentor: "/mentor-dashboard", admin: "/admin" };

/** Same-origin link targets in the page (or inside `scope`), without fragments, logout, downloads and mail links. */
async function internalLinks(page: Page, scope = "body"): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href]`).evaluateAll((links) =>
    links.filter((link) => !link.hasAttribute("download")).map((link) => (link as HTMLAnchorElement).href),
  );
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === baseURL && url.protocol.startsWith("http"))
    .map((url) => `${url.pathname}${url.search}`)
    .filter((path) => !/^\/logout(\/|$|\?)/.test(path) && !/\.(ics|csv|pdf|zip)(\?|$)/.test(path));
  return [...new Set(paths)];
}

async function check(request: APIRequestContext, role: DemoRole | "visitor", path: string): Promise<string | null> {
  const first = await request.get(path, { maxRedirects: 0 });
  if (first.status() === 200) return null;
  if (first.status() >= 300 && first.status() < 400) {
    const pathname = new URL(path, baseURL).pathname;
    if (!guardedAgainst(role, pathname)) return `${path}: redirected to ${first.headers().location} (not a guarded page)`;
    const followed = await request.get(path);
    return followed.status() === 200 ? null : `${path}: redirected, then ${followed.status()}`;
  }
  return `${path}: ${first.status()}`;
}

async function crawl(page: Page, role: DemoRole | "visitor", paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const failure = await check(page.request, role, path);
    if (failure) failures.push(failure);
  }
  return failures;
}

test("every internal link on the home page answers for a visitor", async ({ page }) => {
  await page.goto("/");
  const links = await internalLinks(page);
  expect(links.length).toBeGreaterThan(5);
  expect(await crawl(page, "visitor", links)).toEqual([]);
});

for (const role of ["student", "mentor", "admin"] as const) {
  test(`every internal link on the home page and in the ${role} dashboard's header and footer answers for a ${role}`, async ({ page }) => {
    await signIn(page, role);
    await page.goto("/");
    const fromHome = await internalLinks(page);
    await page.goto(dashboards[role]);
    await expect(page).toHaveURL(`${baseURL}${dashboards[role]}`);
    const fromShell = [...(await internalLinks(page, "header")), ...(await internalLinks(page, "footer"))];
    expect(fromShell).toContain(dashboards[role]);
    const links = [...new Set([...fromHome, ...fromShell])];
    expect(await crawl(page, role, links)).toEqual([]);
  });
}
