import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { meetings } from "./meetings";

export const emailStatuses = ["queued", "sent", "failed"] as const;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string; // base64
}

// Written in the same transaction as the change that causes the email; a worker sends it after commit.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text("status", { enum: emailStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Who holds the claim until locked_until: a new value per claim, so an instance whose lease
    // was taken over can no longer write the row's outcome (decision 0016).
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    transport: text("transport"),
    // Set on a meeting's emails: once all of them are sent, the meeting's email_sent becomes true.
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("email_outbox_status", sql`${t.status} in ('queued', 'sent', 'failed')`),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_meeting_idx").on(t.meetingId).where(sql`meeting_id is not null`),
  ],
);

// Background work other than email (video rooms, calendar invitations, expiring holds).
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: ["queued", "done", "failed"] }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    check("jobs_status", sql`${t.status} in ('queued', 'done', 'failed')`),
    index("jobs_due_idx").on(t.runAt).where(sql`status = 'queued'`),
  ],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});
