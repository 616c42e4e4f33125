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
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { media } from "./media";
import { users } from "./users";

export const mentorProfiles = pgTable(
  "mentor_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    major: text("major").notNull(), // content/majors id
    college: text("college").notNull(), // content/universities id
    country: text("country").notNull(), // ISO 3166-1 alpha-2
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    bio: text("bio").notNull(),
    photoId: uuid("photo_id").references(() => media.id, { onDelete: "set null" }),
    satScore: smallint("sat_score"),
    satScoreVerified: boolean("sat_score_verified").notNull().default(true),
    offersSat: boolean("offers_sat").notNull().default(false),
    sessionPriceCents: integer("session_price_cents").notNull().default(6000),
    satPriceCents: integer("sat_price_cents").notNull().default(8000),
    // Sum and count instead of a running average: the average is exact at any count.
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    stripeAccountId: text("stripe_account_id"),
    stripeConnected: boolean("stripe_connected").notNull().default(false),
    googleAuth: jsonb("google_auth"),
    ...timestamps,
  },
  (t) => [
    check("mentor_bio_length", sql`char_length(${t.bio}) between 50 and 1000`),
    check("mentor_sat_score_range", sql`${t.satScore} is null or ${t.satScore} between 400 and 1600`),
    check("mentor_offers_sat_qualified", sql`not ${t.offersSat} or ${t.satScore} >= 1500`),
    check(
      "mentor_session_price_range",
      sql`${t.sessionPriceCents} between 3500 and 8500 and ${t.sessionPriceCents} % 500 = 0`,
    ),
    check(
      "mentor_sat_price_range",
      sql`${t.satPriceCents} between 5500 and 10500 and ${t.satPriceCents} % 500 = 0`,
    ),
    check("mentor_rating_totals", sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    index("mentor_profiles_college_idx").on(t.college),
    index("mentor_profiles_major_idx").on(t.major),
    index("mentor_profiles_country_idx").on(t.country),
    index("mentor_profiles_sat_idx").on(t.satScore),
  ],
);

// One row per bookable hour: weekday 1 = Monday .. 7 = Sunday, hour 9..20 (US Eastern).
export const mentorAvailability = pgTable(
  "mentor_availability",
  {
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    hour: smallint("hour").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.weekday, t.hour] }),
    check("availability_weekday_range", sql`${t.weekday} between 1 and 7`),
    check("availability_hour_range", sql`${t.hour} between 9 and 20`),
  ],
);
