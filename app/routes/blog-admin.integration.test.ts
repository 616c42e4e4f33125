import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as listRoute from "./admin.blog";
import * as editRoute from "./admin.blog.$postId";
import * as newRoute from "./admin.blog.new";
import * as managerRoute from "./blog-manager";
import * as imagesRoute from "./resources.blog-admin.images";
import * as previewRoute from "./resources.blog-admin.preview";
import { auditLog, blogPosts } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, enableTwoFactor, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const BASE = "http://localhost:3000";
type Who = "visitor" | "student" | "mentor" | "admin";
type RouteFn = (args: never) => unknown;

const postForm = {
  title: "Interview Questions Alumni Ask",
  slug: "",
  markup: "Alumni interviews are conversations, not tests.\n\n## Common questions\n\n- Why this college?",
  excerpt: "",
  category: "Interview Tips",
  readTime: "",
  locale: "en",
  tags: "interviews, alumni",
  imageId: "",
  imageAlt: "",
  authorName: "Unibridge Team",
  authorCollege: "",
  authorImageId: "",
  seoTitle: "",
  seoDescription: "",
  status: "published",
  publishAt: "",
};

describeEachDb("blog manager routes", (getDb) => {
  let services: AppServices;
  const cookies = {} as Record<Who, string | undefined>;
  let draftId: string;
  let address = 40;

  async function signedIn(role: Role) {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name: "Lin Wei" });
    address += 1;
    const ip = `192.0.2.${address}`;
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: ip, headers: new Headers({ "x-unibridge-client-ip": ip }) });
    if (role === "admin") await enableTwoFactor(getDb(), email);
    return cookieHeader(setCookies);
  }

  beforeAll(async () => {
    services = testServices(getDb());
    cookies.visitor = undefined;
    for (const role of ["student", "mentor", "admin"] as const) cookies[role] = await signedIn(role);
    const [draft] = await getDb()
      .insert(blogPosts)
      .values({ slug: "a-draft-nobody-may-touch", title: "A draft", markup: "Text", contentHtml: "<p>Text</p>", excerpt: "Text", category: "SAT Prep", authorName: "Team" })
      .returning({ id: blogPosts.id });
    draftId = draft!.id;
  });

  function request(path: string, who: Who, body?: BodyInit) {
    const cookie = cookies[who];
    return new Request(`${BASE}${path}`, { method: body === undefined ? "GET" : "POST", body, headers: cookie ? { cookie } : {} });
  }

  /** The route's answer, whether it returned or threw a Response (a redirect). */
  async function call(fn: RouteFn, path: string, who: Who, body?: BodyInit, params: Record<string, string> = {}) {
    try {
      return await (fn as (args: unknown) => Promise<unknown>)({ request: request(path, who, body), params, context: routeContext(services) });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function state() {
    const [posts] = await getDb().select({ count: sql<number>`count(*)::int` }).from(blogPosts);
    const [audits] = await getDb().select({ count: sql<number>`count(*)::int` }).from(auditLog);
    const [draft] = await getDb().select({ published: blogPosts.published, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, draftId));
    return { posts: posts?.count, audits: audits?.count, draft };
  }

  async function png() {
    return new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer())], { type: "image/png" });
  }

  describe("refuses students, mentors and visitors on every route and action", () => {
    const pages: [string, RouteFn, string, Record<string, string>?][] = [
      ["GET /admin/blog", listRoute.loader, "/admin/blog"],
      ["GET /admin/blog/new", newRoute.loader, "/admin/blog/new"],
      ["GET /admin/blog/:id", editRoute.loader, "/admin/blog/ID", { postId: "ID" }],
      ["GET /blog-manager", managerRoute.loader, "/blog-manager"],
    ];
    const actions: [string, RouteFn, string, () => BodyInit, Record<string, string>?][] = [
      ["publish", listRoute.action, "/admin/blog", () => new URLSearchParams({ intent: "publish", id: draftId })],
      ["delete", listRoute.action, "/admin/blog", () => new URLSearchParams({ intent: "delete", id: draftId })],
      ["create", newRoute.action, "/admin/blog/new", () => new URLSearchParams(postForm)],
      ["edit", editRoute.action, "/admin/blog/ID", () => new URLSearchParams({ ...postForm, title: "Taken over" }), { postId: "ID" }],
    ];
    const expectedRedirect: Record<Exclude<Who, "admin">, RegExp> = { visitor: /^\/login/, student: /^\/student-dashboard$/, mentor: /^\/mentor-dashboard$/ };

    for (const who of ["visitor", "student", "mentor"] as const) {
      it(`${who}: pages and form actions redirect away and change nothing`, async () => {
        const before = await state();
        const withId = (params?: Record<string, string>): Record<string, string> => (params ? { postId: draftId } : {});
        for (const [name, fn, path, params] of pages) {
          const answer = (await call(fn, path.replace("ID", draftId), who, undefined, withId(params))) as Response;
          expect(answer.status, name).toBe(302);
          expect(answer.headers.get("Location"), name).toMatch(expectedRedirect[who]);
        }
        for (const [name, fn, path, body, params] of actions) {
          const answer = (await call(fn, path.replace("ID", draftId), who, body(), withId(params))) as Response;
          expect(answer.status, name).toBe(302);
          expect(answer.headers.get("Location"), name).toMatch(expectedRedirect[who]);
        }
        expect(await state()).toEqual(before);
      });

      it(`${who}: the preview and image upload answer 401/403 and store nothing`, async () => {
        const before = await state();
        const status = who === "visitor" ? 401 : 403;
        const preview = (await call(previewRoute.action, "/resources/blog-admin/preview", who, new URLSearchParams({ markup: "**hi**" }))) as Response;
        expect(preview.status).toBe(status);
        const upload = new FormData();
        upload.set("file", await png(), "cover.png");
        const [media] = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from media`).then((r) => (Array.isArray(r) ? r : (r as { rows: { count: number }[] }).rows));
        const image = (await call(imagesRoute.action, "/resources/blog-admin/images", who, upload)) as Response;
        expect(image.status).toBe(status);
        const [mediaAfter] = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from media`).then((r) => (Array.isArray(r) ? r : (r as { rows: { count: number }[] }).rows));
        expect(mediaAfter?.count).toBe(media?.count);
        expect(await state()).toEqual(before);
      });
    }
  });

  describe("for the admin", () => {
    it("/blog-manager is the Blog tab", async () => {
      const answer = (await call(managerRoute.loader, "/blog-manager", "admin")) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/admin/blog");
    });

    it("previews Markdown as the sanitised HTML a save stores", async () => {
      const answer = (await call(previewRoute.action, "/resources/blog-admin/preview", "admin", new URLSearchParams({ markup: "**Bold** <img src=x onerror=alert(1)>" }))) as Response;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ html: "<p><strong>Bold</strong> </p>\n" });
    });

    it("uploads an image through the media pipeline and refuses other files with a message", async () => {
      const upload = new FormData();
      upload.set("file", await png(), "cover.png");
      const answer = (await call(imagesRoute.action, "/resources/blog-admin/images", "admin", upload)) as Response;
      expect(answer.status).toBe(200);
      const { id, url } = (await answer.json()) as { id: string; url: string };
      expect(url).toBe(`/media/${id}`);

      const text = new FormData();
      text.set("file", new Blob(["<svg onload=alert(1)>"], { type: "image/svg+xml" }), "cover.svg");
      const refused = (await call(imagesRoute.action, "/resources/blog-admin/images", "admin", text)) as Response;
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "image_invalid_type", message: "Please upload a JPG or PNG file only" });

      // The shared message speaks of profile pictures: a post's image has its own.
      const large = new FormData();
      large.set("file", new Blob([new Uint8Array(600 * 1024)], { type: "image/png" }), "cover.png");
      const tooLarge = (await call(imagesRoute.action, "/resources/blog-admin/images", "admin", large)) as Response;
      expect(tooLarge.status).toBe(400);
      expect(await tooLarge.json()).toEqual({ error: "image_too_large", message: "Images must be less than 500KB." });
    });

    it("creates a post from the form, lists it as published, and answers a taken slug with a message", async () => {
      const created = (await call(newRoute.action, "/admin/blog/new", "admin", new URLSearchParams(postForm))) as Response;
      expect(created.status).toBe(302);
      expect(created.headers.get("Location")).toBe("/admin/blog?saved=1");

      const again = (await call(newRoute.action, "/admin/blog/new", "admin", new URLSearchParams(postForm))) as { data: unknown; init: { status: number } };
      expect(again.init.status).toBe(409);
      expect(again.data).toEqual({ fieldErrors: { slug: "blog-admin:errors.slugTaken" } });

      const missing = (await call(newRoute.action, "/admin/blog/new", "admin", new URLSearchParams({ ...postForm, title: " ", markup: "" }))) as { data: { fieldErrors: Record<string, string> } };
      expect(missing.data.fieldErrors).toMatchObject({ title: "blog-admin:errors.titleRequired", markup: "blog-admin:errors.contentRequired" });

      const list = (await call(listRoute.loader, "/admin/blog", "admin")) as Awaited<ReturnType<typeof listRoute.loader>>;
      const listed = list.articles.flatMap((article) => article.posts).find((post) => post.slug === "interview-questions-alumni-ask");
      expect(listed).toMatchObject({ status: "published", locale: "en" });
      expect(listed?.when).toMatch(/(EST|EDT)$/);
    });

    it("opens the edit form with the post's values and a 404 for an unknown post", async () => {
      const page = (await call(editRoute.loader, `/admin/blog/${draftId}`, "admin", undefined, { postId: draftId })) as Awaited<ReturnType<typeof editRoute.loader>>;
      expect(page.defaults).toMatchObject({ title: "A draft", status: "draft", slug: "a-draft-nobody-may-touch" });
      const unknown = await call(editRoute.loader, "/admin/blog/x", "admin", undefined, { postId: "not-a-uuid" }).catch((e: unknown) => e);
      expect((unknown as { init?: { status: number } }).init?.status).toBe(404);
    });
  });
});
