import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const satSubjects = ["math", "english"] as const;
export const satLevels = ["easy", "intermediate", "hard", "grammar"] as const;

/** What the student sees of an item, rendered from content/sat (Markdown and KaTeX) to HTML. */
export interface SatItemPrompt {
  passages: { label?: string; html: string }[];
  table?: { title: string; columns: string[]; rows: string[][] };
  stemHtml: string;
  choicesHtml: string[];
}

/** What the student sees only after answering. */
export interface SatItemAnswer {
  key: string;
  explanationHtml: string;
  choiceExplanationsHtml: string[];
}

// The item bank, loaded from content/sat by syncSatBank. `inBank` items make up the seven
// subsections in `position` order; other rows are fresh variants of a math template made for a
// review, pointing at the bank item they stand in for (`variantOf`).
export const satItems = pgTable(
  "sat_items",
  {
    id: text("id").primaryKey(),
    subsectionId: text("subsection_id").notNull(),
    subject: text("subject", { enum: satSubjects }).notNull(),
    skill: text("skill").notNull(),
    difficulty: text("difficulty").notNull(),
    type: text("type", { enum: ["mcq", "spr"] }).notNull(),
    inBank: boolean("in_bank").notNull(),
    position: smallint("position"),
    templateId: text("template_id"),
    // A mock test's unscored pilot item.
    pilot: boolean("pilot").notNull().default(false),
    variantOf: text("variant_of"),
    prompt: jsonb("prompt").$type<SatItemPrompt>().notNull(),
    answer: jsonb("answer").$type<SatItemAnswer>().notNull(),
    source: jsonb("source"),
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (t) => [
    check("sat_items_subject", sql`${t.subject} in ('math', 'english')`),
    check("sat_items_type", sql`${t.type} in ('mcq', 'spr')`),
    check("sat_items_bank_position", sql`${t.inBank} = (${t.position} is not null)`),
    uniqueIndex("sat_items_bank_position_idx").on(t.subsectionId, t.position),
  ],
);

// One sitting: a subsection's items (or due reviews) in a fixed order, answered one at a time.
export const satPracticeSessions = pgTable(
  "sat_practice_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["subsection", "review"] }).notNull(),
    // The subsection practised; for a review, "review".
    subsectionId: text("subsection_id").notNull(),
    itemIds: text("item_ids").array().notNull(),
    secondsPerQuestion: integer("seconds_per_question").notNull(),
    totalSeconds: integer("total_seconds").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    // Set when the student left the session without results.
    abandoned: boolean("abandoned").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("sat_sessions_kind", sql`${t.kind} in ('subsection', 'review')`),
    check("sat_sessions_items", sql`cardinality(${t.itemIds}) between 1 and 100`),
    check("sat_sessions_times", sql`${t.secondsPerQuestion} between 10 and 600 and ${t.totalSeconds} between 60 and 14400`),
    // At most one open session per subsection: a second "start" (double click, other tab) finds it.
    uniqueIndex("sat_sessions_one_open_idx").on(t.userId, t.subsectionId).where(sql`${t.endedAt} is null`),
    index("sat_sessions_user_idx").on(t.userId, t.startedAt),
  ],
);

export const satPracticeAnswers = pgTable(
  "sat_practice_answers",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => satPracticeSessions.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    itemId: text("item_id")
      .notNull()
      .references(() => satItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    response: text("response").notNull(),
    correct: boolean("correct").notNull(),
    secondsSpent: integer("seconds_spent").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // One answer per question of a session: a repeated submit finds the first one.
    primaryKey({ columns: [t.sessionId, t.position] }),
    index("sat_answers_user_item_idx").on(t.userId, t.itemId),
  ],
);

// A finished session's result, computed on the server from its answers and written once.
export const practiceResults = pgTable(
  "practice_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => satPracticeSessions.id, { onDelete: "cascade" }),
    subject: text("subject", { enum: satSubjects }).notNull(),
    // The subsection id, or "review".
    topic: text("topic").notNull(),
    difficulty: text("difficulty").notNull(),
    correctAnswers: integer("correct_answers").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    timeSpentSeconds: integer("time_spent_seconds").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      "practice_results_counts",
      sql`${t.totalQuestions} > 0 and ${t.correctAnswers} between 0 and ${t.totalQuestions} and ${t.timeSpentSeconds} >= 0`,
    ),
    uniqueIndex("practice_results_session_idx").on(t.sessionId),
    index("practice_results_user_idx").on(t.userId, t.completedAt),
  ],
);

// The error log: a missed bank item comes back on a spaced schedule (ts-fsrs card state).
export const satReviewCards = pgTable(
  "sat_review_cards",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => satItems.id, { onDelete: "cascade" }),
    card: jsonb("card").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    lapses: integer("lapses").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("sat_review_cards_due_idx").on(t.userId, t.due)],
);

export const satItemReports = pgTable(
  "sat_item_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id")
      .notNull()
      .references(() => satItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    status: text("status", { enum: ["open", "resolved"] }).notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("sat_reports_status", sql`${t.status} in ('open', 'resolved')`),
    // One open report per student and item: a resend changes nothing.
    uniqueIndex("sat_reports_one_open_idx").on(t.userId, t.itemId).where(sql`${t.status} = 'open'`),
    index("sat_reports_status_idx").on(t.status, t.createdAt),
  ],
);

// A mock exam sitting: four modules in order, each with a deadline set on the server. Module 2 of
// each section is the easier or harder form, chosen from module 1 (content/sat/mock/routing.ts).
export const satMockAttempts = pgTable(
  "sat_mock_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testNumber: smallint("test_number").notNull(),
    status: text("status", { enum: ["active", "finished", "abandoned"] }).notNull().default("active"),
    // The module being taken (0-3); after module 1 the optional break runs until `breakEndsAt`.
    moduleIndex: smallint("module_index").notNull().default(0),
    breakEndsAt: timestamp("break_ends_at", { withTimezone: true }),
    // The question on screen since `currentSince`: time per question is measured on the server.
    currentPosition: smallint("current_position").notNull().default(0),
    currentSince: timestamp("current_since", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // The score report's estimate, computed once at the end.
    score: jsonb("score"),
    ...timestamps,
  },
  (t) => [
    check("sat_mock_attempts_status", sql`${t.status} in ('active', 'finished', 'abandoned')`),
    check("sat_mock_attempts_module", sql`${t.moduleIndex} between 0 and 3`),
    check("sat_mock_attempts_test", sql`${t.testNumber} between 1 and 10`),
    // One sitting per test at a time: a second Start (double click, other tab) finds it.
    uniqueIndex("sat_mock_attempts_one_active_idx").on(t.userId, t.testNumber).where(sql`${t.status} = 'active'`),
    index("sat_mock_attempts_user_idx").on(t.userId, t.startedAt),
  ],
);

export const satMockModules = pgTable(
  "sat_mock_modules",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => satMockAttempts.id, { onDelete: "cascade" }),
    moduleIndex: smallint("module_index").notNull(),
    // "mock-01-english-m2h": the form taken, whose items are `itemIds` in order.
    formId: text("form_id").notNull(),
    itemIds: text("item_ids").array().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    submittedBy: text("submitted_by", { enum: ["student", "time"] }),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.moduleIndex] }),
    check("sat_mock_modules_submitted_by", sql`${t.submittedBy} in ('student', 'time')`),
  ],
);

export const satMockAnswers = pgTable(
  "sat_mock_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => satMockAttempts.id, { onDelete: "cascade" }),
    moduleIndex: smallint("module_index").notNull(),
    position: smallint("position").notNull(),
    itemId: text("item_id")
      .notNull()
      .references(() => satItems.id, { onDelete: "cascade" }),
    response: text("response"),
    correct: boolean("correct"),
    flagged: boolean("flagged").notNull().default(false),
    // Choices the student crossed out (0-3).
    eliminated: smallint("eliminated").array().notNull().default(sql`'{}'`),
    secondsSpent: integer("seconds_spent").notNull().default(0),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.moduleIndex, t.position] })],
);

// A finished attempt the student showed to a mentor they booked.
export const satMockShares = pgTable(
  "sat_mock_shares",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => satMockAttempts.id, { onDelete: "cascade" }),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.mentorId] }), index("sat_mock_shares_mentor_idx").on(t.mentorId)],
);
