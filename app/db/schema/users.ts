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
    // better-auth's twoFactor plugin: true once the user has confirmed an authenticator code.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
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

// better-auth's twoFactor plugin: the TOTP secret and the backup codes, both encrypted with the
// auth secret; `verified` stays false until the first code from the authenticator app is confirmed.
export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// Shared by every app instance so limits hold behind a load balancer.
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
