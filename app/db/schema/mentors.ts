import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
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
import { ivyLeagueIds } from "../../../content/universities";
import { SAT_PRICE, SESSION_PRICE, type PriceRange } from "~/lib/session-prices";
import { SAT_QUALIFYING_SCORE } from "~/lib/session-types";
import { timestamps } from "./columns";
import { media } from "./media";
import { users } from "./users";

// Sort keys of the mentor list, shared by its queries and the indexes that serve them: a query
// uses an expression index only when it repeats the indexed expression exactly.

/** Spec §9 default order: the eight Ivy colleges first. The ids are inlined constants, not parameters. */
export const mentorIsIvy = sql.raw(`(mentor_profiles.college in (${ivyLeagueIds.map((id) => `'${id}'`).join(", ")}))`);
/**
 * Average rating as a double for ordering: IEEE division is correctly rounded, so equal averages
 * (4/1 and 8/2) are equal keys and ties fall through to the review count. 0 when unrated.
 */
export const mentorAverageRatingKey = sql.raw(
  "(case when mentor_profiles.rating_count > 0 then mentor_profiles.rating_sum::double precision / mentor_profiles.rating_count else 0 end)",
);

/** A price column (cents) within its range and on its steps, as the constants say. */
function priceCheck(column: AnyPgColumn, range: PriceRange) {
  const cents = (dollars: number) => sql.raw(String(dollars * 100));
  return sql`${column} between ${cents(range.min)} and ${cents(range.max)} and ${column} % ${cents(range.step)} = 0`;
}

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
    // Number of mentor_availability rows, kept by a trigger (migration 0001) so that "has
    // availability", a filter on by default for signed-in users, needs no join to count.
    weeklyHours: smallint("weekly_hours").notNull().default(0),
    stripeAccountId: text("stripe_account_id"),
    stripeConnected: boolean("stripe_connected").notNull().default(false),
    googleAuth: jsonb("google_auth"),
    ...timestamps,
  },
  (t) => [
    check("mentor_bio_length", sql`char_length(${t.bio}) between 50 and 1000`),
    check("mentor_sat_score_range", sql`${t.satScore} is null or ${t.satScore} between 400 and 1600`),
    check("mentor_offers_sat_qualified", sql`not ${t.offersSat} or ${t.satScore} >= ${sql.raw(String(SAT_QUALIFYING_SCORE))}`),
    check("mentor_session_price_range", priceCheck(t.sessionPriceCents, SESSION_PRICE)),
    check("mentor_sat_price_range", priceCheck(t.satPriceCents, SAT_PRICE)),
    check("mentor_weekly_hours", sql`${t.weeklyHours} >= 0`),
    check("mentor_rating_totals", sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    index("mentor_profiles_college_idx").on(t.college),
    index("mentor_profiles_major_idx").on(t.major),
    index("mentor_profiles_country_idx").on(t.country),
    index("mentor_profiles_sat_idx").on(t.satScore),
    // Each serves one list order with an index scan that stops after a page (and the
    // leaderboard, through the rating one). Small lists (a filter applied) sort in memory instead.
    index("mentor_profiles_default_order_idx").on(sql`${mentorIsIvy} desc`, t.satScore.desc().nullsLast(), t.userId),
    index("mentor_profiles_rating_order_idx").on(
      sql`${mentorAverageRatingKey} desc`,
      t.ratingCount.desc(),
      sql`${mentorIsIvy} desc`,
      t.satScore.desc().nullsLast(),
      t.userId,
    ),
    index("mentor_profiles_price_asc_idx").on(t.sessionPriceCents, sql`${mentorIsIvy} desc`, t.satScore.desc().nullsLast(), t.userId),
    index("mentor_profiles_price_desc_idx").on(
      t.sessionPriceCents.desc(),
      sql`${mentorIsIvy} desc`,
      t.satScore.desc().nullsLast(),
      t.userId,
    ),
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

export const dateOverrideKinds = ["blocked", "extra"] as const;
export type DateOverrideKind = (typeof dateOverrideKinds)[number];

// A mentor's exception for one Eastern calendar date: "blocked" takes the whole date off (no
// slots, whatever the weekly hours say); "extra" opens `hours` (9..20) on top of the weekly ones.
export const mentorDateOverrides = pgTable(
  "mentor_date_overrides",
  {
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind", { enum: dateOverrideKinds }).notNull(),
    hours: smallint("hours").array().notNull().default(sql`'{}'::smallint[]`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.date] }),
    check(
      "date_override_hours",
      sql`(${t.kind} = 'blocked' and cardinality(${t.hours}) = 0) or (${t.kind} = 'extra' and cardinality(${t.hours}) between 1 and 12 and 9 <= all(${t.hours}) and 20 >= all(${t.hours}))`,
    ),
  ],
);
