import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { failOnBrowserErrors, setLanguageCookie, signIn, test } from "./fixtures";

// The demo data (app/db/seed): 84 mentors, five of them without weekly hours, 28 at the eight
// Ivy colleges; economics, Yale, China and Spanish speakers all have a few mentors.
const DEMO_MENTORS = 84;
const DEMO_MENTORS_WITHOUT_HOURS = 5;
const IVY_NAMES = [
  "Harvard University",
  "Yale University",
  "Princeton University",
  "Columbia University",
  "University of Pennsylvania",
  "Brown University",
  "Dartmouth College",
  "Cornell University",
];

interface ApiMentor {
  id: string;
  name: string;
  reviewCount: number;
  rating: number;
}

failOnBrowserErrors();

const cards = (page: Page) => page.getByTestId("mentor-card");

/** Opens a page of the list and waits until it is interactive (hydrated, saved filters applied). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId("mentors-page")).toHaveAttribute("data-ready", "true");
}

const filterBar = (page: Page) => page.getByTestId("mentor-filters");

/** The number in "84 mentors · page 1 of 7". */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("mentor-total").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0]);
}

/** Waits for a filter change: the URL is replaced once the new list has loaded. */
async function expectQuery(page: Page, name: string, value: string | null) {
  await expect
    .poll(() => new URL(page.url()).searchParams.get(name), { message: `?${name} in ${page.url()}` })
    .toBe(value);
  // The list reloads with a fetch that may start after the URL changes: wait for the network to
  // settle, then for the list to be idle, before reading what it shows.
  await page.waitForLoadState("networkidle");
  await expect(page.locator('section[aria-busy="false"]')).toBeAttached();
}

async function numbers(page: Page, testId: string, attribute: string): Promise<number[]> {
  const values = await page.getByTestId(testId).evaluateAll((els, name) => els.map((el) => el.getAttribute(name)), attribute);
  return values.map(Number);
}

function isSorted(values: number[], direction: "asc" | "desc"): boolean {
  return values.every((value, i) => i === 0 || (direction === "asc" ? values[i - 1]! <= value : values[i - 1]! >= value));
}

async function apiMentors(page: Page, query: string): Promise<ApiMentor[]> {
  const response = await page.request.get(`/api/v1/mentors?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mentors: ApiMentor[] }).mentors;
}

test.describe("visitors", () => {
  test("see the marketing header and mentors without prices, filters or search; the search box leads to /login", async ({ page }) => {
    await open(page, "/mentors");
    await expect(page).toHaveTitle(/Find a Mentor/);
    await expect(page.getByRole("heading", { level: 1, name: "Meet Mentors from Top US Universities" })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect.poll(() => shownTotal(page)).toBe(DEMO_MENTORS);
    await expect(page.getByTestId("mentor-price")).toHaveCount(0);
    await expect(page.getByText(/\$\d/)).toHaveCount(0);
    await expect(page.getByTestId("mentor-filters")).toHaveCount(0);
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByLabel("Sort by")).toHaveCount(0);

    await page.getByTestId("visitor-search").click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("unibridge.redirectAfterLogin"))).toBe("/mentors");
  });

  test("cannot filter through the URL either", async ({ page }) => {
    await open(page, "/mentors?major=economics&sort=price_asc");
    await expect.poll(() => shownTotal(page)).toBe(DEMO_MENTORS);
    await expect(page.getByTestId("filter-chips")).toHaveCount(0);
  });

  test("get a dismissible sign-up prompt after 30 seconds", async ({ page }) => {
    await page.clock.install();
    await open(page, "/mentors");
    await expect(cards(page).first()).toBeVisible();
    const prompt = page.getByRole("dialog", { name: "Find your perfect mentor" });
    await page.clock.fastForward(29_000);
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(prompt.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    // Keyboard users are inside the dialog and can leave it with Escape.
    await expect.poll(() => prompt.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward(60_000);
    await expect(prompt).toHaveCount(0);
  });

  test("the prompt's buttons lead to sign-up and login", async ({ page }) => {
    await page.clock.install();
    await open(page, "/mentors");
    await expect(cards(page).first()).toBeVisible();
    await page.clock.fastForward(30_000);
    const prompt = page.getByRole("dialog", { name: "Find your perfect mentor" });
    await prompt.getByRole("button", { name: "Maybe later" }).click();
    await expect(prompt).toHaveCount(0);
    await open(page, "/mentors");
    await expect(cards(page).first()).toBeVisible();
    await page.clock.fastForward(30_000);
    await prompt.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("see a bottom banner inviting them to sign up or log in when more than six mentors match", async ({ page }) => {
    await open(page, "/mentors");
    const banner = page.getByRole("complementary", { name: "Join Unibridge" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`${DEMO_MENTORS} mentors are ready to help`);
    await expect(banner.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/signup");
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  test("page through the list", async ({ page }) => {
    await open(page, "/mentors");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstPage = await page.getByTestId("mentor-name").allTextContents();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/mentors\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const secondPage = await page.getByTestId("mentor-name").allTextContents();
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await pages.getByRole("link", { name: "Page 7" }).click();
    await expect(page).toHaveURL(/page=7$/);
    await expect(cards(page)).toHaveCount(DEMO_MENTORS - 6 * 12);
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/page=6$/);
  });
});

test.describe("signed-in users", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "student");
  });

  test("cards show each country's flag as an image from our own origin", async ({ page }) => {
    await open(page, "/mentors");
    const first = cards(page).first();
    const flag = first.locator('img[src^="/flags/"]');
    await expect(flag).toHaveAttribute("alt", "");
    await expect(flag).toHaveAttribute("loading", "lazy");
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator('[data-testid="mentor-card"] img[src^="/flags/"]')).toHaveCount(12);
    expect(await page.getByTestId("mentors-page").textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);

    const response = await page.request.get((await flag.getAttribute("src"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("see prices and search with suggestions that become removable chips", async ({ page }) => {
    await open(page, "/mentors");
    await expect(page.getByRole("heading", { level: 1, name: "Find your mentor" })).toBeVisible();
    await expect(page.getByTestId("mentor-price").first()).toHaveText(/^\$\d+\.\d\d$/);

    const input = page.getByRole("combobox", { name: "Search mentors" });
    await input.fill("econ");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option", { name: "Search for 'econ'" })).toBeVisible();
    await expect(list.getByRole("option", { name: /Economics/ })).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");

    // Keyboard: the highlighted option is announced through aria-activedescendant.
    await input.fill("yale");
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    const yale = list.getByRole("option", { name: /Yale University/ });
    await expect(yale).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await yale.getAttribute("id"))!);
    await input.press("Enter");
    await expectQuery(page, "college", "yale");
    const chips = page.getByTestId("filter-chips");
    await expect(chips).toContainText("Yale University");
    expect(new Set(await page.getByTestId("mentor-college").allTextContents())).toEqual(new Set(["Yale University"]));

    await input.fill("zzqx");
    await expect(page.getByText("No suggestions found")).toBeVisible();
    await expect(list.getByRole("option")).toHaveCount(1);

    // Free text searches names, colleges and interests.
    const name = (await page.getByTestId("mentor-name").first().textContent())!;
    const firstName = name.split(" ")[0]!;
    await input.fill(firstName);
    await input.press("Enter");
    await expectQuery(page, "q", firstName);
    await expect(chips).toContainText(`“${firstName}”`);
    await expect(page.getByTestId("mentor-name").first()).toContainText(firstName);

    await page.getByRole("button", { name: `Remove filter: “${firstName}”` }).click();
    await expectQuery(page, "q", null);
    await page.getByRole("button", { name: "Remove filter: Yale University" }).click();
    await expectQuery(page, "college", null);
    await expect(chips).not.toContainText("Yale University");
  });

  test("available only is on by default and can be turned off", async ({ page }) => {
    await open(page, "/mentors");
    const available = page.getByRole("checkbox", { name: "Available to book" });
    await expect(available).toBeChecked();
    const withHours = await shownTotal(page);
    expect(withHours).toBeLessThan(DEMO_MENTORS);
    await available.uncheck();
    await expectQuery(page, "availableOnly", "false");
    await expect.poll(() => shownTotal(page)).toBe(DEMO_MENTORS);
    await available.check();
    await expectQuery(page, "availableOnly", null);
    await expect.poll(() => shownTotal(page)).toBe(withHours);
  });

  test("each filter narrows the list to what it says", async ({ page }) => {
    await open(page, "/mentors?availableOnly=false");
    const everyone = await shownTotal(page);

    const expectEvery = async (testId: string, check: (text: string) => boolean) => {
      const texts = await page.getByTestId(testId).allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => !check(text))).toEqual([]);
      await expect.poll(() => shownTotal(page)).toBeLessThan(everyone);
    };

    await filterBar(page).getByLabel("Country", { exact: true }).selectOption({ label: "China" });
    await expectQuery(page, "country", "CN");
    await expectEvery("mentor-country", (text) => text === "China");
    await expect(page.getByTestId("filter-chips")).toContainText("China");
    await filterBar(page).getByLabel("Country", { exact: true }).selectOption({ label: "Any country" });
    await expectQuery(page, "country", null);

    await filterBar(page).getByLabel("Major", { exact: true }).selectOption({ label: "Economics" });
    await expectQuery(page, "major", "economics");
    await expectEvery("mentor-major", (text) => text === "Economics");
    await page.getByRole("button", { name: "Remove filter: Economics" }).click();
    await expectQuery(page, "major", null);

    await filterBar(page).getByLabel("College", { exact: true }).selectOption({ label: "Yale University" });
    await expectQuery(page, "college", "yale");
    await expectEvery("mentor-college", (text) => text === "Yale University");
    await filterBar(page).getByLabel("College", { exact: true }).selectOption("");
    await expectQuery(page, "college", null);

    await filterBar(page).getByLabel("Language", { exact: true }).selectOption({ label: "Spanish" });
    await expectQuery(page, "language", "es");
    await expectEvery("mentor-languages", (text) => text.split(", ").includes("Spanish"));
    await filterBar(page).getByLabel("Language", { exact: true }).selectOption("");
    await expectQuery(page, "language", null);

    await page.getByRole("checkbox", { name: "SAT tutors (1500+)" }).check();
    await expectQuery(page, "satOnly", "true");
    await expect(page.getByTestId("mentor-sat-badge")).toHaveCount(await cards(page).count());
    await expectEvery("mentor-sat-badge", (text) => Number(/\d{4}/.exec(text)?.[0]) >= 1500);
    await page.getByRole("checkbox", { name: "SAT tutors (1500+)" }).uncheck();
    await expectQuery(page, "satOnly", null);

    await page.getByRole("checkbox", { name: "Ivy League" }).check();
    await expectQuery(page, "ivy", "true");
    await expectEvery("mentor-college", (text) => IVY_NAMES.includes(text));

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expectQuery(page, "ivy", null);
    await expectQuery(page, "availableOnly", null);
    await expect.poll(() => shownTotal(page)).toBe(DEMO_MENTORS - DEMO_MENTORS_WITHOUT_HOURS);
    await expect(page.getByTestId("filter-chip")).toHaveText(["Available to book"]);
  });

  test("'Clear filters' returns to the default view: available only, default sort", async ({ page }) => {
    await open(page, "/mentors");
    const defaultTotal = await shownTotal(page);
    await open(page, "/mentors?availableOnly=false&sort=rating&ivy=true&major=economics");
    await expect(page.getByRole("checkbox", { name: "Available to book" })).not.toBeChecked();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await page.waitForLoadState("networkidle");
    await expect(page.locator('section[aria-busy="false"]')).toBeAttached();
    await expect(page.getByRole("checkbox", { name: "Available to book" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Ivy League" })).not.toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("");
    await expect(filterBar(page).getByLabel("Major", { exact: true })).toHaveValue("");
    await expect.poll(() => shownTotal(page)).toBe(defaultTotal);
    await expect(page.getByTestId("filter-chip")).toHaveText(["Available to book"]);
  });

  test("each sort orders the list", async ({ page }) => {
    await open(page, "/mentors");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("");

    await sort.selectOption({ label: "Price: low to high" });
    await expectQuery(page, "sort", "price_asc");
    const ascending = await numbers(page, "mentor-price", "data-cents");
    expect(ascending).toHaveLength(12);
    expect(isSorted(ascending, "asc")).toBe(true);

    await sort.selectOption({ label: "Price: high to low" });
    await expectQuery(page, "sort", "price_desc");
    const descending = await numbers(page, "mentor-price", "data-cents");
    expect(isSorted(descending, "desc")).toBe(true);
    expect(descending[0]).toBeGreaterThan(ascending[0]!);

    await sort.selectOption({ label: "Highest rated" });
    await expectQuery(page, "sort", "rating");
    const ratings = await numbers(page, "mentor-rating", "data-rating");
    expect(isSorted(ratings, "desc")).toBe(true);

    await sort.selectOption({ label: "Best match" });
    await expectQuery(page, "sort", "best");
    const shown = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-mentor-id")));
    const expected = await apiMentors(page, "sort=best&availableOnly=true");
    expect(shown).toEqual(expected.map((m) => m.id));
  });

  test("filters in the URL replace the saved ones, and saved filters come back on a plain visit", async ({ page }) => {
    await open(page, "/mentors");
    await page.evaluate(() =>
      localStorage.setItem(
        "unibridge.mentorFilters",
        JSON.stringify({ searchTerm: "", country: "US", major: "", college: "", language: "", satOnly: false, availableOnly: true, ivy: true, sort: "rating" }),
      ),
    );
    await open(page, "/mentors?major=economics");
    await expect(filterBar(page).getByLabel("Major", { exact: true })).toHaveValue("economics");
    await expect(filterBar(page).getByLabel("Country", { exact: true })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Ivy League" })).not.toBeChecked();
    expect(new Set(await page.getByTestId("mentor-major").allTextContents())).toEqual(new Set(["Economics"]));
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem("unibridge.mentorFilters"))) ?? "{}"))
      .toMatchObject({ major: "economics", country: "", ivy: false, sort: "" });

    await page.getByLabel("Sort by").selectOption("price_desc");
    await expectQuery(page, "sort", "price_desc");
    await open(page, "/mentors");
    await expectQuery(page, "major", "economics");
    await expectQuery(page, "sort", "price_desc");
    await expect(filterBar(page).getByLabel("Major", { exact: true })).toHaveValue("economics");
  });

  test("a shared URL renders the filtered list on the server", async ({ page }) => {
    const response = await page.request.get("/mentors?college=yale&availableOnly=false");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const shown = html.match(/data-testid="mentor-card"/g)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(html.match(/Yale University<\/p>/g)?.length).toBe(shown);
    expect(html).toContain('data-testid="mentor-price"');
  });

  test("pages keep the filters", async ({ page }) => {
    await open(page, "/mentors?ivy=true&availableOnly=false");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expectQuery(page, "page", "2");
    expect(new URL(page.url()).searchParams.get("ivy")).toBe("true");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const colleges = await page.getByTestId("mentor-college").allTextContents();
    expect(colleges.filter((college) => !IVY_NAMES.includes(college))).toEqual([]);
  });

  test("the reviews popup pages through reviews three at a time", async ({ page }) => {
    const reviewed = (await apiMentors(page, "sort=rating&availableOnly=false&pageSize=48")).find((m) => m.reviewCount > 3);
    expect(reviewed, "a demo mentor with more than three reviews").toBeTruthy();
    const mentor = reviewed!;
    await open(page, `/mentors?availableOnly=false&q=${encodeURIComponent(mentor.name.split(" ")[0]!)}`);
    const card = page.locator(`[data-mentor-id="${mentor.id}"]`);
    const trigger = card.getByTestId("mentor-rating");
    await trigger.click();

    const dialog = page.getByRole("dialog", { name: `Reviews of ${mentor.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("reviews-count")).toContainText(`${mentor.reviewCount} reviews`);
    await expect(dialog.getByTestId("reviews-average")).toHaveText(mentor.rating.toFixed(1));
    const reviews = dialog.getByTestId("review");
    await expect(reviews).toHaveCount(3);
    const first = await reviews.allTextContents();
    for (const text of first) expect(text).toMatch(/^\S+ [A-Z]\./);

    const pager = dialog.getByRole("navigation", { name: "Review pages" });
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(reviews).toHaveCount(Math.min(3, mentor.reviewCount - 3));
    await expect.poll(async () => (await reviews.allTextContents()).some((text) => first.includes(text))).toBe(false);

    const second = await reviews.allTextContents();
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => reviews.allTextContents()).toEqual(first);
    // The numbered buttons jump straight to a page.
    await pager.getByRole("button", { name: "Page 2" }).click();
    await expect.poll(() => reviews.allTextContents()).toEqual(second);
    await pager.getByRole("button", { name: "Page 1" }).click();
    await expect.poll(() => reviews.allTextContents()).toEqual(first);
    await expect(pager.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

    await dialog.getByRole("button", { name: "Close reviews" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("a mentor without reviews says so", async ({ page }) => {
    const unrated = (await apiMentors(page, "availableOnly=false&pageSize=48&sort=rating&page=2")).find((m) => m.reviewCount === 0);
    expect(unrated, "a demo mentor without reviews").toBeTruthy();
    await open(page, `/mentors?availableOnly=false&q=${encodeURIComponent(unrated!.name.split(" ")[0]!)}`);
    await page.locator(`[data-mentor-id="${unrated!.id}"]`).getByTestId("mentor-rating").click();
    const dialog = page.getByRole("dialog", { name: `Reviews of ${unrated!.name}` });
    await expect(dialog.getByText("No reviews yet")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("bios are clamped with Read more / Show less", async ({ page }) => {
    await open(page, "/mentors");
    const id = await cards(page).filter({ has: page.getByRole("button", { name: "Read more" }) }).first().getAttribute("data-mentor-id");
    const card = page.locator(`[data-mentor-id="${id}"]`);
    const bio = card.getByTestId("mentor-bio");
    const clamped = await bio.evaluate((el) => el.clientHeight);
    await card.getByRole("button", { name: "Read more" }).click();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await bio.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
    await card.getByRole("button", { name: "Show less" }).click();
    await expect(card.getByRole("button", { name: "Read more" })).toBeVisible();
  });

  test("each card links to booking", async ({ page }) => {
    await open(page, "/mentors");
    const card = cards(page).first();
    const id = await card.getAttribute("data-mentor-id");
    await expect(card.getByRole("link", { name: /^Schedule Meeting/ })).toHaveAttribute("href", `/schedule-meeting/${id}`);
    await expect(card.getByText("Verified")).toBeVisible();
  });

  test("mentors and admins get the signed-in list too", async ({ page }) => {
    for (const role of ["mentor", "admin"] as const) {
      await page.context().clearCookies();
      await signIn(page, role);
      await open(page, "/mentors");
      await expect(page.getByRole("combobox", { name: "Search mentors" })).toBeVisible();
      await expect(page.getByTestId("mentor-price").first()).toBeVisible();
    }
  });
});

test("Chinese mode hides the SAT filter and bios and shows prices in yuan", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await signIn(page, "student");
  await open(page, "/mentors?satOnly=true");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1, name: "寻找你的导师" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /SAT/ })).toHaveCount(0);
  await expect(page.getByTestId("filter-chips")).not.toContainText("SAT");
  await expect(page.getByRole("checkbox", { name: "可预约" })).toBeChecked();
  await expect(page.getByTestId("mentor-bio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "展开", exact: true })).toHaveCount(0);
  const prices = await page.getByTestId("mentor-price").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/^¥\d+(\.\d\d)?$/);
  expect(await page.getByTestId("mentor-college").allTextContents()).toContainEqual(expect.stringMatching(/[\u4e00-\u9fff]/));
});

test("Chinese visitors see no bios either", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await open(page, "/mentors");
  await expect(page.getByRole("heading", { level: 1, name: "结识美国顶尖大学的导师" })).toBeVisible();
  await expect(page.getByTestId("mentor-bio")).toHaveCount(0);
});

test.describe("leaderboard", () => {
  test("ranks the top mentors with gold, silver and bronze", async ({ page }) => {
    await page.goto("/top-mentors");
    await expect(page.getByRole("heading", { level: 1, name: "Top Mentors Leaderboard" })).toBeVisible();
    const table = page.getByRole("table");
    for (const column of ["Rank", "Mentor", "College & Major", "Rating", "Students", "Action"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    const rows = page.getByTestId("leaderboard-row");
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThanOrEqual(50);
    await expect(rows.nth(0).getByRole("img", { name: "1st place" })).toBeVisible();
    await expect(rows.nth(1).getByRole("img", { name: "2nd place" })).toBeVisible();
    await expect(rows.nth(2).getByRole("img", { name: "3rd place" })).toBeVisible();
    await expect(rows.nth(3).getByRole("img", { name: /place/ })).toHaveCount(0);
    const colours = await Promise.all([1, 2, 3].map((rank) => page.getByTestId(`medal-${rank}`).evaluate((el) => getComputedStyle(el).color)));
    expect(new Set(colours).size).toBe(3);

    const ratings = await numbers(page, "leaderboard-row", "data-rating");
    expect(isSorted(ratings, "desc")).toBe(true);
    const id = await rows.first().getByRole("link", { name: /Schedule/ }).getAttribute("href");
    expect(id).toMatch(/^\/schedule-meeting\/.+/);
  });

  test("speaks Chinese", async ({ page }) => {
    await setLanguageCookie(page, "zh");
    await page.goto("/top-mentors");
    await expect(page.getByRole("heading", { level: 1, name: "导师排行榜" })).toBeVisible();
    await expect(page.getByRole("img", { name: "第一名" })).toBeVisible();
  });
});

for (const locale of ["en", "zh"] as const) {
  test.describe(`accessibility (${locale})`, () => {
    // Full axe scans of long pages and dialogs.
    test.slow();
    const scan = async (page: Page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    };

    test.beforeEach(async ({ page }) => {
      await setLanguageCookie(page, locale);
    });

    test("the visitor list and the leaderboard", async ({ page }) => {
      await open(page, "/mentors");
      await scan(page);
      await page.goto("/top-mentors");
      await scan(page);
    });

    test("the signed-in list with suggestions open, and the reviews popup", async ({ page }) => {
      await signIn(page, "student");
      await open(page, "/mentors");
      const search = page.getByTestId("mentor-search-input");
      await search.fill(locale === "zh" ? "哈佛" : "har");
      await expect(page.getByRole("listbox")).toBeVisible();
      await scan(page);
      await search.press("Escape");
      await page.getByTestId("mentor-rating").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("status")).toHaveCount(0);
      await scan(page);
    });
  });
}
