import { z } from "zod";
import { blogCategories, blogLocales } from "~/db/schema/content";
import { plainText } from "~/lib/plain-text";
import { SLUG_MAX_CHARS, SLUG_PATTERN, splitTags } from "./post-fields";

// The create/edit form of a blog post (spec §3, §5). The browser checks it before sending and the
// action parses with it as the authority. Values arrive as form strings; messages are i18n keys.

export const TITLE_MAX = 200;
export const MARKUP_MAX = 100_000;
export const EXCERPT_MAX = 300;
export const TAGS_MAX = 12;
export const TAG_MAX_CHARS = 40;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 300;
export const postStatuses = ["draft", "published"] as const;

const m = (key: string) => `blog-admin:errors.${key}`;

/** A single-line text field, trimmed, at most `max` characters; "" when left empty. */
const line = (max: number, tooLong: string) =>
  plainText()
    .trim()
    .refine((text) => Array.from(text).length <= max, m(tooLong));

const optionalId = z.union([z.literal(""), z.uuid({ error: m("imageMissing") })]).transform((id) => id || null);

/** "2026-12-01T09:30" as a datetime-local input sends it; "" for no time. */
const localDateTime = z
  .string()
  .trim()
  .refine((text) => text === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text), m("publishAtInvalid"));

export const postFormSchema = z
  .object({
    title: line(TITLE_MAX, "titleTooLong").refine((title) => title.length > 0, m("titleRequired")),
    slug: plainText()
      .trim()
      .toLowerCase()
      .refine((slug) => slug === "" || (slug.length <= SLUG_MAX_CHARS && SLUG_PATTERN.test(slug)), m("slugInvalid")),
    markup: plainText({ multiline: true })
      .refine((text) => text.trim().length > 0, m("contentRequired"))
      .refine((text) => text.length <= MARKUP_MAX, m("contentTooLong")),
    excerpt: line(EXCERPT_MAX, "excerptTooLong"),
    category: z.enum(blogCategories, { error: m("categoryRequired") }),
    readTime: line(30, "readTimeTooLong"),
    locale: z.enum(blogLocales, { error: m("localeRequired") }),
    tags: plainText()
      .transform(splitTags)
      .refine((tags) => tags.length <= TAGS_MAX, m("tooManyTags"))
      .refine((tags) => tags.every((tag) => Array.from(tag).length <= TAG_MAX_CHARS), m("tagTooLong")),
    imageId: optionalId,
    imageAlt: line(200, "imageAltTooLong"),
    authorName: line(100, "authorNameTooLong").refine((name) => name.length > 0, m("authorNameRequired")),
    authorCollege: line(120, "authorCollegeTooLong"),
    authorImageId: optionalId,
    seoTitle: line(SEO_TITLE_MAX, "seoTitleTooLong"),
    seoDescription: line(SEO_DESCRIPTION_MAX, "seoDescriptionTooLong"),
    status: z.enum(postStatuses, { error: m("statusRequired") }),
    publishAt: localDateTime,
  })
  .superRefine((post, ctx) => {
    // A picture's description is what a reader who cannot see it gets.
    if (post.imageId && post.imageAlt === "") ctx.addIssue({ code: "custom", path: ["imageAlt"], message: m("imageAltRequired") });
  });

export type PostForm = z.output<typeof postFormSchema>;
export type PostFormFields = keyof PostForm;

const fieldNames = [
  "title", "slug", "markup", "excerpt", "category", "readTime", "locale", "tags", "imageId", "imageAlt",
  "authorName", "authorCollege", "authorImageId", "seoTitle", "seoDescription", "status", "publishAt",
] as const satisfies readonly PostFormFields[];

/** The form's values as the schema expects them; a missing field reads as "". */
export function postFormValues(form: FormData): Record<(typeof fieldNames)[number], string> {
  const values = {} as Record<(typeof fieldNames)[number], string>;
  for (const name of fieldNames) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first message of each field (an i18n key with its namespace). */
export function postFieldMessages(error: z.ZodError): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? "form")] ??= issue.message;
  return messages;
}
