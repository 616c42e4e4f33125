import { sql } from "drizzle-orm";
import { mentorProfiles as mp } from "~/db/schema";

// SQL pieces shared by the mentor list, the leaderboard and the reviews panel.

// Subqueries name their own tables with aliases and the outer row explicitly: a single-table
// select renders its columns unqualified, which would otherwise be ambiguous inside them.
export const mentorId = sql.raw("mentor_profiles.user_id");

/** Exact average (numeric) for display and the best-match score; 0 for a mentor nobody has rated yet. */
export const averageRating = sql`(case when ${mp.ratingCount} > 0 then ${mp.ratingSum}::numeric / ${mp.ratingCount} else 0 end)`;
/** What cards, the leaderboard and the panel show: spec §9, the average rounded to 2 decimals. */
export const shownRating = sql<number>`round(${averageRating}, 2)`.mapWith(Number);
/**
 * At least one weekly hour. weekly_hours is kept by a trigger on mentor_availability: counting
 * mentors with hours through EXISTS would hash every availability row on each request.
 */
export const hasAvailability = sql<boolean>`(${mp.weeklyHours} > 0)`;
// Listed = the account is not disabled. Few accounts are, so an anti-join with the small partial
// index users_disabled_idx is cheaper than joining every mentor to users.
export const listed = sql`not exists (select 1 from users u where u.id = ${mentorId} and u.disabled)`;
export const nameColumn = sql<string>`(select u.name from users u where u.id = ${mentorId})`;
