import { sql, type SQL } from "drizzle-orm";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import type { Db } from "~/db/db.server";

// Many synthetic mentors for load tests (npm run bench) and the "SQL does the work" test. Set-based
// SQL (insert ... select from generate_series) so 10,000 mentors load in about a second; the rows
// satisfy every CHECK constraint and vary enough for filters, sorts and the leaderboard to matter.

const firstNames = ["Ava", "Liam", "Mia", "Noah", "Zoe", "Ethan", "Chloe", "Lucas", "Grace", "Mateo", "Aisha", "Kenji", "Priya", "Wei", "Sofia", "Omar", "Hana", "Diego", "Lena", "Ravi"];
const lastNames = ["Garcia", "Chen", "Patel", "Kim", "Nguyen", "Smith", "Okafor", "Rossi", "Silva", "Müller", "Dubois", "Tanaka", "Cohen", "Lopez", "Singh", "Ivanova", "Hughes", "Park", "Wang", "Brown", "Ali", "Moreau", "Jensen", "Costa", "Reyes"];
const countryCodes = ["US", "CN", "IN", "KR", "CA", "GB", "BR", "SG", "DE", "NG", "JP", "VN", "MX", "FR"];
const languageSets = ["{en}", "{en,zh}", "{zh,en}", "{en,es}", "{en,hi}", "{ko,en}", "{en,fr,de}", "{en,pt}", "{ja,en}", "{en,yue,zh}"];
const interestSets = [
  "{robotics,chess,debate}",
  "{piano,\"creative writing\",hiking}",
  "{\"machine learning\",startups,basketball}",
  "{biology research,volunteering,swimming}",
  "{photography,film,\"model UN\"}",
  "{economics,investing,tennis}",
  "{poetry,theatre,\"student government\"}",
  "{astronomy,violin,soccer}",
];
const bioText =
  "I help students find the college that fits them, plan their coursework and tell their story in essays. " +
  "We can work on test strategy, activity lists, interviews and the timeline that keeps applications calm. ";

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export interface GenerateMentorsOptions {
  count: number;
  /** Prefix of the generated user ids and emails, so several batches can coexist. */
  prefix?: string;
}

/**
 * Inserts `count` mentors (users + profiles + availability for two thirds of them) plus paid,
 * completed meetings with the existing students for the rated ones. Every hundredth mentor's
 * account is disabled. Photos reuse the demo portraits when there are any.
 */
export async function generateMentors(db: Db, { count, prefix = "gen-mentor-" }: GenerateMentorsOptions): Promise<void> {
  await db.transaction(async (tx) => {
    // One row per mentor with its id and independent pseudo-random draws: a different multiplier
    // per attribute, so that (say) computer-science mentors are not all the ones without hours,
    // as plain i % n would make them.
    await tx.execute(sql`
      create temporary table generated_mentors on commit drop as
      select i, ${prefix} || lpad(i::text, 6, '0') as id,
             (i::bigint * 7919) % 1000003 as major_draw,
             (i::bigint * 104729) % 1000003 as college_draw,
             (i::bigint * 15485863) % 1000003 as hours_draw,
             (i::bigint * 49979687) % 1000003 as sat_draw,
             (i::bigint * 32452843) % 1000003 as rating_draw
      from generate_series(1, ${count}) as i`);
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, role, disabled)
      select id,
             (${textArray(firstNames)})[1 + i % ${firstNames.length}] || ' ' ||
               (${textArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}],
             id || '@example.edu', true, 'mentor', i % 100 = 0
      from generated_mentors`);
    await tx.execute(sql`
      with photos as (select coalesce(array_agg(photo_id order by user_id), '{}') as ids
                      from mentor_profiles where photo_id is not null),
           base as (select g.*,
                           case when sat_draw % 5 = 0 then null else 1000 + sat_draw % 601 end as sat,
                           case when rating_draw % 4 = 0 then 0 else rating_draw % 40 + 1 end as rated
                    from generated_mentors g)
      insert into mentor_profiles (user_id, major, college, country, languages, interests, bio, photo_id,
                                   sat_score, offers_sat, session_price_cents, sat_price_cents,
                                   rating_count, rating_sum)
      select b.id,
             (${textArray(majors.map((m) => m.id))})[1 + b.major_draw % ${majors.length}],
             (${textArray(universities.map((u) => u.id))})[1 + b.college_draw % ${universities.length}],
             (${textArray(countryCodes)})[1 + b.i % ${countryCodes.length}],
             ((${textArray(languageSets)})[1 + b.i % ${languageSets.length}])::text[],
             ((${textArray(interestSets)})[1 + b.major_draw % ${interestSets.length}])::text[],
             left(repeat(${bioText}, 4), 150 + (b.i * 37) % 650),
             photos.ids[1 + b.i % greatest(cardinality(photos.ids), 1)],
             b.sat,
             coalesce(b.sat >= 1500 and b.i % 2 = 0, false),
             3500 + 500 * (b.college_draw % 11),
             5500 + 500 * (b.sat_draw % 11),
             b.rated,
             b.rated + b.rating_draw % (4 * b.rated + 1)
      from base b cross join photos`);
    // Consecutive hours on one or two weekdays; a third of the mentors have none.
    await tx.execute(sql`
      insert into mentor_availability (mentor_id, weekday, hour)
      select g.id, d.weekday, h.hour
      from generated_mentors g
      cross join lateral (select distinct 1 + (g.i + k * 3) % 7 as weekday from generate_series(0, g.i % 2) as k) d
      cross join lateral generate_series(9 + g.i % 6, 9 + g.i % 6 + g.hours_draw % 5) as h(hour)
      where g.hours_draw % 3 <> 0`);
    // Up to three past paid meetings per rated mentor, so the leaderboard's student count has work.
    await tx.execute(sql`
      with students as (select array_agg(id order by id) as ids from users where role = 'student')
      insert into meetings (mentor_id, student_id, type, starts_at, status, is_paid, price_cents)
      select g.id, s.ids[1 + (g.i + k) % cardinality(s.ids)], 'general',
             date_trunc('hour', now()) - make_interval(days => 7 + k * 7 + g.i % 90), 'completed', true, 6000
      from generated_mentors g
      cross join students s
      cross join generate_series(0, g.i % 3) as k
      where g.rating_draw % 4 <> 0 and cardinality(s.ids) > 0`);
  });
  // PGlite has no autovacuum: without fresh statistics the planner would guess at these tables.
  await db.execute(sql`analyze users, mentor_profiles, mentor_availability, meetings`);
}
