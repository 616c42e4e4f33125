import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const satSubjects = ["math", "english"] as const;
export const satLevels = ["easy", "intermediate", "hard", "grammar"] as const;

export const satQuestions = pgTable(
  "sat_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject", { enum: satSubjects }).notNull(),
    level: text("level", { enum: satLevels }).notNull(),
    subsectionId: text("subsection_id").notNull(),
    text: text("text").notNull(),
    options: text("options").array().notNull(),
    correctIndex: smallint("correct_index").notNull(),
    explanation: text("explanation").notNull(),
    ...timestamps,
  },
  (t) => [
    check("sat_questions_subject", sql`${t.subject} in ('math', 'english')`),
    check("sat_questions_level", sql`${t.level} in ('easy', 'intermediate', 'hard', 'grammar')`),
    check("sat_questions_options", sql`cardinality(${t.options}) = 4`),
    check("sat_questions_correct", sql`${t.correctIndex} between 0 and 3`),
    index("sat_questions_subsection_idx").on(t.subsectionId),
  ],
);

export const practiceResults = pgTable(
  "practice_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject", { enum: satSubjects }).notNull(),
    topic: text("topic").notNull(),
    difficulty: text("difficulty", { enum: satLevels }).notNull(),
    correctAnswers: integer("correct_answers").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    timeSpentSeconds: integer("time_spent_seconds").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check(
      "practice_results_counts",
      sql`${t.totalQuestions} > 0 and ${t.correctAnswers} between 0 and ${t.totalQuestions} and ${t.timeSpentSeconds} >= 0`,
    ),
    index("practice_results_user_idx").on(t.userId, t.completedAt),
  ],
);

export const mockTests = pgTable(
  "mock_tests",
  {
    id: smallint("id").primaryKey(),
    name: text("name").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    ...timestamps,
  },
  (t) => [check("mock_tests_id_range", sql`${t.id} between 1 and 10`)],
);

// Modules 1-2 are reading/writing, 3-4 math.
export const mockTestQuestions = pgTable(
  "mock_test_questions",
  {
    mockTestId: smallint("mock_test_id")
      .notNull()
      .references(() => mockTests.id, { onDelete: "cascade" }),
    module: smallint("module").notNull(),
    position: smallint("position").notNull(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => satQuestions.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.mockTestId, t.module, t.position] }),
    check("mock_test_questions_module", sql`${t.module} between 1 and 4`),
  ],
);

export const mockAttempts = pgTable(
  "mock_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mockTestId: smallint("mock_test_id")
      .notNull()
      .references(() => mockTests.id, { onDelete: "restrict" }),
    answers: jsonb("answers").notNull().default(sql`'{}'::jsonb`),
    correctAnswers: integer("correct_answers"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("mock_attempts_user_idx").on(t.userId)],
);
