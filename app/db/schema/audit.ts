import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// One row per admin (or system) action, written in the same transaction as the change it
// records, so a rolled-back change leaves no row and a committed one always has its row.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null for the system (a scheduled job); the name is kept in case the user is deleted.
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    // Dotted verb, e.g. "meeting.email_flag_set", "blog_post.published", "lead.deleted".
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
  ],
);
