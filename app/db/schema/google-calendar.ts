import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestamps } from "./columns";
import { users } from "./users";

// A mentor's Google Calendar connection. Both tokens are sealed (AES-256-GCM, key derived from
// the auth secret, the user and token kind as associated data): a copy of the table alone does
// not give access to anyone's calendar.
export const googleCalendarConnections = pgTable(
  "google_calendar_connections",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    accessTokenSealed: text("access_token_sealed").notNull(),
    refreshTokenSealed: text("refresh_token_sealed").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    scope: text("scope").notNull(),
    // Set when Google refused the refresh token (revoked in the Google account): the card asks
    // the mentor to connect again, and meetings get Jitsi links meanwhile.
    failedAt: timestamp("failed_at", { withTimezone: true }),
    ...timestamps,
  },
);

// One pending authorization per row: the state sent to Google, stored hashed, for one mentor,
// for a few minutes, used once (deleted when the callback comes back).
export const googleOauthStates = pgTable(
  "google_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("google_oauth_states_user_idx").on(t.userId), check("google_oauth_states_hash_len", sql`length(${t.stateHash}) = 64`)],
);

// 'Maybe Later' on the 'Introducing Automatic Meeting Creation' dialog, remembered per mentor.
export const googleCalendarPrompts = pgTable("google_calendar_prompts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
});
