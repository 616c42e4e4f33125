import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sessionTypes } from "~/lib/session-types";
import { timestamps } from "./columns";
import { checkouts } from "./payments";
import { mentorProfiles } from "./mentors";
import { users } from "./users";

// The lifecycle is features/meetings/meeting-transitions.ts; a paid "scheduled" meeting is the
// spec's "paid", an unpaid one a hold on the slot.
export const meetingStatuses = ["scheduled", "completed", "cancelled", "expired", "refunded", "no_show"] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];
export const meetingCancellers = ["student", "mentor"] as const;

export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "restrict" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    checkoutId: uuid("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    type: text("type", { enum: sessionTypes }).notNull().default("general"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: meetingStatuses }).notNull().default("scheduled"),
    isPaid: boolean("is_paid").notNull().default(false),
    // An unpaid meeting is a hold on the slot until this instant.
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    priceCents: integer("price_cents").notNull(),
    major: text("major").notNull().default("Not specified"),
    expectations: text("expectations").notNull().default("Not specified"),
    meetLink: text("meet_link"),
    emailSent: boolean("email_sent").notNull().default(false),
    hasRating: boolean("has_rating").notNull().default(false),
    cancelledBy: text("cancelled_by", { enum: meetingCancellers }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The invitation's SEQUENCE (RFC 5545): raised by every change the participants are sent.
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("meetings_type_check", sql`${t.type} in ('sat', 'essay', 'college', 'interview', 'general')`),
    check(
      "meetings_status_check",
      sql`${t.status} in ('scheduled', 'completed', 'cancelled', 'expired', 'refunded', 'no_show')`,
    ),
    check("meetings_price_check", sql`${t.priceCents} >= 0`),
    check("meetings_hold_check", sql`${t.isPaid} or ${t.status} <> 'scheduled' or ${t.holdExpiresAt} is not null`),
    // The database, not the code, refuses a double booking.
    uniqueIndex("meetings_mentor_slot_active")
      .on(t.mentorId, t.startsAt)
      .where(sql`status in ('scheduled', 'completed')`),
    index("meetings_student_idx").on(t.studentId, t.startsAt),
    // The leaderboard's "students" (distinct students with paid meetings) per mentor, index-only.
    index("meetings_mentor_paid_students_idx").on(t.mentorId, t.studentId).where(sql`is_paid`),
    check("meetings_cancelled_by_check", sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('student', 'mentor')`),
    // The completion sweep: paid meetings still scheduled, by start.
    index("meetings_paid_scheduled_idx").on(t.startsAt).where(sql`is_paid and status = 'scheduled'`),
    index("meetings_hold_idx").on(t.holdExpiresAt).where(sql`not is_paid and status = 'scheduled'`),
  ],
);

export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .unique()
      .references(() => meetings.id, { onDelete: "cascade" }),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    ...timestamps,
  },
  (t) => [
    check("ratings_range", sql`${t.rating} between 1 and 5`),
    index("ratings_mentor_idx").on(t.mentorId, t.createdAt),
  ],
);
