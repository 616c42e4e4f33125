import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { evidenceTypes } from "./evidence-types";
import { media } from "./media";
import { mentorProfiles } from "./mentors";
import { users } from "./users";

export const blogCategories = [
  "Essay Writing",
  "SAT Prep",
  "College Selection",
  "Application Strategy",
  "Extracurriculars",
  "Interview Tips",
  "Financial Aid",
  "Study Abroad",
  "Student Life",
] as const;

export const blogLocales = ["en", "zh"] as const;

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    // The admin writes markup; the sanitised HTML is produced on the server when saved.
    markup: text("markup").notNull(),
    contentHtml: text("content_html").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    readTime: text("read_time").notNull().default("5 min read"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorCollege: text("author_college"),
    authorImageId: uuid("author_image_id").references(() => media.id, { onDelete: "set null" }),
    imageId: uuid("image_id").references(() => media.id, { onDelete: "set null" }),
    imageAlt: text("image_alt"),
    // 'en' or 'zh'. Posts that share a translation key are one article in two languages.
    locale: text("locale", { enum: blogLocales }).notNull().default("en"),
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    // Public when published and published_at has come: a future published_at is a scheduled post.
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    ...timestamps,
  },
  (t) => [
    check("blog_posts_title", sql`char_length(${t.title}) > 0`),
    check("blog_posts_locale", sql`${t.locale} in ('en', 'zh')`),
    index("blog_posts_published_idx").on(t.published, t.createdAt),
    index("blog_posts_public_idx").on(t.locale, t.publishedAt),
    // At most one post per language in a translation pair.
    uniqueIndex("blog_posts_translation_locale").on(t.translationKey, t.locale),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    page: text("page").notNull(),
    converted: boolean("converted").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    // One lead per address and source, whatever the letter case: a repeat is the same lead.
    uniqueIndex("leads_email_source_idx").on(sql`lower(${t.email})`, t.source),
  ],
);

export const successResults = pgTable(
  "success_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentName: text("student_name").notNull(),
    college: text("college").notNull(),
    year: integer("year").notNull(),
    mentorId: text("mentor_id").references(() => mentorProfiles.userId, { onDelete: "set null" }),
    mentorName: text("mentor_name").notNull(),
    evidenceType: text("evidence_type", { enum: evidenceTypes }).notNull(),
    evidenceDetails: jsonb("evidence_details").notNull(),
    testimonial: text("testimonial").notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      "success_results_evidence_type",
      sql`${t.evidenceType} in ('score-improvement', 'admission-offer', 'scholarship', 'interview-success')`,
    ),
    index("success_results_year_idx").on(t.year),
  ],
);
