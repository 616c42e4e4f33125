import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const roles = ["student", "mentor", "admin"] as const;
export type Role = (typeof roles)[number];
export const locales = ["en", "zh"] as const;

// better-auth's core tables (user, session, account, verification) with our extra user columns.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: roles }).notNull().default("student"),
    disabled: boolean("disabled").notNull().default(false),
    locale: text("locale", { enum: locales }).notNull().default("en"),
    // IANA zone reported by the user's browser; emails show times in it. Null until first seen.
    timeZone: text("time_zone"),
    satAccess: boolean("sat_access").notNull().default(false),
    satPurchaseDate: timestamp("sat_purchase_date", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('student', 'mentor', 'admin')`),
    check("users_locale_check", sql`${t.locale} in ('en', 'zh')`),
    index("users_role_idx").on(t.role),
    // Lists leave out disabled accounts; there are few, so an anti-join with this small index is
    // cheaper than joining every listed row to users.
    index("users_disabled_idx").on(t.id).where(sql`disabled`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// Shared by every app instance so limits hold behind a load balancer.
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
