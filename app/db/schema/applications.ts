import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { applicationStatuses, competitivenessLevels } from "~/lib/application-fields";
import { timestamps } from "./columns";
import { users } from "./users";

export const collegeApplications = pgTable(
  "college_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    collegeName: text("college_name").notNull(),
    currentSat: smallint("current_sat").notNull().default(0),
    targetSat: smallint("target_sat").notNull().default(0),
    competitiveness: text("competitiveness", { enum: competitivenessLevels }).notNull().default("target"),
    commonAppProgress: smallint("common_app_progress").notNull().default(0),
    // null means N/A (no essay required)
    essayProgress: smallint("essay_progress").default(0),
    dueDate: date("due_date").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("not-started"),
    notes: text("notes").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("applications_college_name", sql`char_length(${t.collegeName}) > 0`),
    check("applications_sat_range", sql`${t.currentSat} between 0 and 1600 and ${t.targetSat} between 0 and 1600`),
    check("applications_competitiveness", sql`${t.competitiveness} in ('safety', 'target', 'reach')`),
    check("applications_common_app", sql`${t.commonAppProgress} in (0, 33, 66, 100)`),
    check("applications_essay", sql`${t.essayProgress} is null or ${t.essayProgress} in (0, 25, 50, 75, 100)`),
    check(
      "applications_status",
      sql`${t.status} in ('not-started', 'in-progress', 'submitted', 'accepted', 'rejected', 'waitlisted')`,
    ),
    // One row per place in a student's list. The migration makes it DEFERRABLE (checked at the end
    // of each statement), so one UPDATE can renumber the whole list after a move or a delete.
    unique("applications_student_position").on(t.studentId, t.position),
  ],
);
