import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { failOnBrowserErrors, seriousViolations, setLanguageCookie, signIn, test } from "./fixtures";

// The taken slug is answered 409, which the browser logs.
failOnBrowserErrors([/status of 409 \(Conflict\).*\/admin\/blog\/new\.data/]);
// Long forms, uploads and axe on a loaded machine: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

const TITLE = "Five Questions to Ask on a Campus Tour";
const SLUG = "five-questions-to-ask-on-a-campus-tour";

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 80, b: 150 } } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function writePost(page: Page, title: string, markup: string) {
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Content (Markdown)", exact: true }).fill(markup);
  await page.getByRole("combobox", { name: "Category" }).selectOption("College Selection");
}

test("the admin writes a post in Markdown with an image, previews it and publishes it", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/blog-manager");
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
  // Title and content are required: the form says so before sending anything.
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText("Please enter a title.")).toBeVisible();
  await expect(page.getByText("Please write the content.")).toBeVisible();

  await writePost(page, TITLE, "A tour guide is a student too: ask what they would change.\n\n## Ask about **advising**\n\n<img src=x onerror=\"document.title='hacked'\">");
  // The live preview is the server's sanitised HTML.
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { name: "Ask about advising" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("advising");
  await expect(preview.locator("img")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("placeholder", SLUG);

  // An image into the text: uploaded, inserted as Markdown pointing at /media/<id>, shown in the preview.
  await page.getByRole("textbox", { name: "Image description", exact: true }).fill("Students walking across a quad");
  await page.getByLabel("Image file (JPG or PNG, under 500KB)", { exact: true }).setInputFiles(await pngFile("quad.png"));
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expect(page.getByText("Image inserted into the content.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Content (Markdown)", exact: true })).toHaveValue(/!\[Students walking across a quad\]\(\/media\/[0-9a-f-]{36}\)/);
  await expect(preview.getByRole("img", { name: "Students walking across a quad" })).toBeVisible();

  // A cover image with its description.
  await page.getByLabel("Cover image file (JPG or PNG, under 500KB)", { exact: true }).setInputFiles(await pngFile("cover.png"));
  await expect(page.getByRole("img", { name: "Current cover image" })).toBeVisible();
  await page.getByRole("textbox", { name: "Cover image description", exact: true }).fill("A campus tour group outside the library");
  await page.getByRole("textbox", { name: "Tags", exact: true }).fill("campus visits, college selection");
  await page.getByRole("textbox", { name: "Author college", exact: true }).fill("Columbia University");
  await page.getByText("Published", { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.title()).not.toBe("hacked");

  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?saved=1$/);
  await expect(page.getByRole("status")).toHaveText("Post saved.");
  const row = page.getByTestId(`post-${SLUG}`);
  await expect(row.getByTestId("post-status")).toHaveText(/^Published .+/);
  await expect(row.getByRole("button", { name: "Unpublish" })).toBeVisible();
});

test("a second post with a taken slug gets a clear message", async ({ page }) => {
  await signIn(page, "admin");
  for (const markup of ["The first post with this title.", "Another post."]) {
    await page.goto("/admin/blog/new");
    await writePost(page, "Questions for Your Admissions Officer", markup);
    await page.getByRole("button", { name: "Save post" }).click();
    if (markup.startsWith("The first")) await expect(page).toHaveURL(/\/admin\/blog\?saved=1$/);
  }
  await expect(page.getByText("This slug is already used by another post. Please choose another.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a scheduled post shows its time with its zone, and unpublish and delete work from the keyboard", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin/blog/new");
  await writePost(page, "Touring Campuses Virtually", "Most colleges now offer live virtual tours with current students.");
  await page.getByText("Published", { exact: true }).click();
  await page.getByLabel(/^Publish time \(.+\)$/).fill("2099-03-01T09:00");
  await page.getByRole("button", { name: "Save post" }).click();
  const row = page.getByTestId("post-touring-campuses-virtually");
  await expect(row.getByTestId("post-status")).toHaveText(/^Scheduled for Mar 1, 2099, 9:00\sAM (UTC|E[SD]T)$/);

  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(row.getByTestId("post-status")).toHaveText("Draft");

  await row.getByRole("button", { name: "Delete “Touring Campuses Virtually”" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this post?");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Delete “Touring Campuses Virtually”" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("in Chinese: the admin adds a translation and the list shows the pair", async ({ page }) => {
  await setLanguageCookie(page, "zh");
  await signIn(page, "admin");
  await page.goto("/admin/blog/new");
  await page.getByRole("textbox", { name: "标题", exact: true }).fill("Reading a Financial Aid Offer");
  await page.getByRole("textbox", { name: "内容（Markdown）", exact: true }).fill("Compare the net price, not the sticker price.");
  await page.getByRole("combobox", { name: "分类" }).selectOption("Financial Aid");
  await page.getByRole("button", { name: "保存文章" }).click();
  await expect(page.getByRole("status")).toHaveText("文章已保存。");

  const original = page.getByTestId("post-reading-a-financial-aid-offer");
  await expect(original.getByTestId("post-status")).toHaveText("草稿");
  await page.getByRole("listitem").filter({ has: original }).getByRole("link", { name: "添加中文版本" }).click();
  await expect(page.getByRole("heading", { name: "新建译文" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "语言" })).toHaveValue("zh");
  await expect(page.getByRole("textbox", { name: "网址别名", exact: true })).toHaveValue("reading-a-financial-aid-offer-zh");
  await page.getByRole("textbox", { name: "标题", exact: true }).fill("如何看懂助学金通知");
  await page.getByRole("textbox", { name: "内容（Markdown）", exact: true }).fill("比较净价，而不是标价。\n\n## 需要注意的项目\n\n- 贷款不是奖学金");
  await expect(page.getByTestId("post-preview").getByRole("heading", { name: "需要注意的项目" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText("已发布", { exact: true }).click();
  await page.getByRole("button", { name: "保存文章" }).click();

  const translation = page.getByTestId("post-reading-a-financial-aid-offer-zh");
  await expect(translation).toContainText("如何看懂助学金通知");
  await expect(translation.getByTestId("post-status")).toHaveText(/^发布于 /);
  // One article, two languages: both rows in the same card, no more "add translation".
  const card = page.getByRole("listitem").filter({ has: original }).filter({ has: translation });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: /添加.+版本/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("students and visitors cannot open the blog manager", async ({ page }) => {
  const visitor = await page.request.get("/blog-manager", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toMatch(/^\/login/);
  await signIn(page, "student");
  for (const path of ["/blog-manager", "/admin/blog", "/admin/blog/new"]) {
    const student = await page.request.get(path, { maxRedirects: 0 });
    expect(student.status(), path).toBe(302);
    expect(student.headers().location, path).toBe("/student-dashboard");
  }
});

// Needs the public /blog/<slug> page, which another branch builds: passes once both are merged.
test("a published post appears on the public blog", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin/blog/new");
  await writePost(page, "What to Pack for a College Visit", "Comfortable shoes, questions, and a notebook.");
  await page.getByText("Published", { exact: true }).click();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByTestId("post-what-to-pack-for-a-college-visit").getByTestId("post-status")).toHaveText(/^Published/);

  await page.goto("/blog/what-to-pack-for-a-college-visit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What to Pack for a College Visit");
});
