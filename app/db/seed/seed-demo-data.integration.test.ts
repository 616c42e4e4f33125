import { verifyPassword } from "better-auth/crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { ivyLeagueIds } from "~content/universities";
import type { Db } from "~/db/db.server";
import { accounts, meetings, mentorProfiles, practiceResults, satMockAttempts, satMockShares, satReviewCards, users } from "~/db/schema";
import { createTestDatabase, describeEachDb } from "~/test/test-database";
import { beforeAll, expect, it } from "vitest";
import { DEMO_MENTOR_WITHOUT_PAYOUTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData, type SeedSummary } from "./seed-demo-data.server";

const now = new Date("2026-03-10T15:30:00Z");

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function mentorProjection(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      major: mentorProfiles.major,
      college: mentorProfiles.college,
      country: mentorProfiles.country,
      languages: mentorProfiles.languages,
      interests: mentorProfiles.interests,
      bio: mentorProfiles.bio,
      satScore: mentorProfiles.satScore,
      offersSat: mentorProfiles.offersSat,
      sessionPriceCents: mentorProfiles.sessionPriceCents,
      satPriceCents: mentorProfiles.satPriceCents,
      ratingCount: mentorProfiles.ratingCount,
      ratingSum: mentorProfiles.ratingSum,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .orderBy(asc(users.id));
}

describeEachDb("seedDemoData", (getDb, kind) => {
  let summary: SeedSummary;

  beforeAll(async () => {
    expect(await isDatabaseEmpty(getDb())).toBe(true);
    summary = await seedDemoData(getDb(), { now });
  });

  it("creates verified mentors, students and one admin, each with a working credential", async () => {
    const db = getDb();
    expect(await isDatabaseEmpty(db)).toBe(false);
    const byRole = await rows<{ role: string; count: number; verified: number }>(
      db,
      sql`select role, count(*)::int as count, count(*) filter (where email_verified)::int as verified from users group by role order by role`,
    );
    expect(byRole).toEqual([
      { role: "admin", count: 1, verified: 1 },
      { role: "mentor", count: summary.mentors, verified: summary.mentors },
      { role: "student", count: 12, verified: 12 },
    ]);
    expect(summary.mentors).toBeGreaterThanOrEqual(80);

    const credentials = await db.select({ userId: accounts.userId, accountId: accounts.accountId, password: accounts.password }).from(accounts).where(eq(accounts.providerId, "credential"));
    expect(credentials).toHaveLength(summary.mentors + 13);
    expect(credentials.every((c) => c.accountId === c.userId)).toBe(true);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
    const hash = credentials.find((c) => c.userId === admin?.id)?.password ?? "";
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
  });

  it("keeps mentor profiles within the spec's limits", async () => {
    const mentors = await mentorProjection(getDb());
    expect(new Set(mentors.map((m) => m.college)).size).toBeGreaterThanOrEqual(30);
    for (const ivy of ivyLeagueIds) expect(mentors.filter((m) => m.college === ivy).length).toBeGreaterThanOrEqual(3);
    for (const m of mentors) {
      expect(m.bio.length).toBeGreaterThanOrEqual(50);
      expect(m.bio.length).toBeLessThanOrEqual(1000);
      expect(m.languages.length).toBeGreaterThanOrEqual(1);
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
      if (m.satScore !== null) expect(m.satScore).toBeGreaterThanOrEqual(400);
      if (m.satScore !== null) expect(m.satScore).toBeLessThanOrEqual(1600);
      if (m.offersSat) expect(m.satScore).toBeGreaterThanOrEqual(1500);
      expect(m.sessionPriceCents % 500).toBe(0);
      expect(m.sessionPriceCents).toBeGreaterThanOrEqual(3500);
      expect(m.sessionPriceCents).toBeLessThanOrEqual(8500);
      expect(m.satPriceCents % 500).toBe(0);
      expect(m.satPriceCents).toBeGreaterThanOrEqual(5500);
      expect(m.satPriceCents).toBeLessThanOrEqual(10500);
    }
    expect(new Set(mentors.map((m) => m.bio)).size).toBe(mentors.length);
    expect(mentors.filter((m) => m.offersSat).length).toBeGreaterThanOrEqual(10);

    const [hours] = await rows<{ with_hours: number; without_hours: number }>(
      getDb(),
      sql`select count(*) filter (where n > 0)::int as with_hours, count(*) filter (where n = 0)::int as without_hours
          from (select (select count(*) from mentor_availability a where a.mentor_id = m.user_id) as n from mentor_profiles m) t`,
    );
    expect(hours?.with_hours).toBeGreaterThanOrEqual(70);
    expect(hours?.without_hours).toBeGreaterThan(0);
  });

  it("connects a test payout account for every demo mentor but the one left to walk through onboarding", async () => {
    const payouts = await getDb()
      .select({ email: users.email, accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId));
    const unconnected = payouts.filter((p) => !p.connected);
    expect(unconnected).toEqual([{ email: DEMO_MENTOR_WITHOUT_PAYOUTS, accountId: null, connected: false }]);
    for (const p of payouts.filter((p) => p.connected)) expect(p.accountId).toMatch(/^acct_local_demo_mentor\d+$/);
  });

  it("keeps rating totals and flags exactly consistent with the ratings rows", async () => {
    const mismatches = await rows(
      getDb(),
      sql`select m.user_id from mentor_profiles m
          left join (select mentor_id, count(*)::int as n, sum(rating)::int as total from ratings group by mentor_id) r on r.mentor_id = m.user_id
          where m.rating_count <> coalesce(r.n, 0) or m.rating_sum <> coalesce(r.total, 0)`,
    );
    expect(mismatches).toEqual([]);
    const badFlags = await rows(
      getDb(),
      sql`select x.id from meetings x left join ratings r on r.meeting_id = x.id
          where x.has_rating <> (r.id is not null) or (r.id is not null and (r.mentor_id <> x.mentor_id or r.student_id <> x.student_id))`,
    );
    expect(badFlags).toEqual([]);
    const [zero] = await rows<{ n: number }>(getDb(), sql`select count(*)::int as n from mentor_profiles where rating_count = 0`);
    expect(zero?.n).toBeGreaterThan(0);
    expect(summary.ratings).toBeGreaterThan(summary.meetings * 0.55);
  });

  it("books paid meetings on whole hours inside each mentor's Eastern-time hours, never twice", async () => {
    const db = getDb();
    const all = await db.select({ startsAt: meetings.startsAt, status: meetings.status }).from(meetings);
    expect(all).toHaveLength(summary.meetings);
    expect(summary.meetings).toBeGreaterThanOrEqual(200);
    for (const m of all) expect(m.startsAt.getTime() % 3_600_000).toBe(0);
    expect(all.filter((m) => m.status === "scheduled").every((m) => m.startsAt.getTime() >= now.getTime() + 3 * 86_400_000)).toBe(true);
    expect(all.filter((m) => m.status === "completed").every((m) => m.startsAt < now)).toBe(true);

    const duplicates = await rows(db, sql`select mentor_id, starts_at from meetings group by 1, 2 having count(*) > 1`);
    expect(duplicates).toEqual([]);
    const outsideHours = await rows(
      db,
      sql`select x.id from meetings x where not exists (
            select 1 from mentor_availability a where a.mentor_id = x.mentor_id
              and a.weekday = extract(isodow from x.starts_at at time zone 'America/New_York')
              and a.hour = extract(hour from x.starts_at at time zone 'America/New_York'))`,
    );
    expect(outsideHours).toEqual([]);
    const unpaid = await rows(
      db,
      sql`select x.id from meetings x join checkouts c on c.id = x.checkout_id
          join checkout_items i on i.meeting_id = x.id and i.checkout_id = c.id
          where not x.is_paid or x.hold_expires_at is not null or c.status <> 'paid' or c.total_cents <> x.price_cents
             or i.amount_cents <> x.price_cents or i.platform_fee_cents <> round(x.price_cents * 0.2)`,
    );
    expect(unpaid).toEqual([]);
    const [linked] = await rows<{ n: number }>(db, sql`select count(*)::int as n from meetings where checkout_id is not null`);
    expect(linked?.n).toBe(summary.meetings);
  });

  it("records each paid meeting's mentor share as pending until completed plus 2 days, then owed", async () => {
    const db = getDb();
    const payouts = await rows<{ status: string; amount_cents: number; share: number; starts_at: Date | string; meeting_status: string; completed_at: Date | string | null }>(
      db,
      sql`select p.status, p.amount_cents, i.mentor_payout_cents as share, x.starts_at, x.status as meeting_status, x.completed_at
          from meetings x
          join checkout_items i on i.meeting_id = x.id
          left join mentor_payouts p on p.checkout_item_id = i.id and p.mentor_id = x.mentor_id`,
    );
    expect(payouts).toHaveLength(summary.meetings);
    const dueBefore = now.getTime() - (60 * 60_000 + 2 * 86_400_000);
    for (const p of payouts) {
      expect(p.amount_cents).toBe(p.share);
      const started = new Date(p.starts_at).getTime();
      expect(p.status).toBe(p.meeting_status === "completed" && started <= dueBefore ? "owed" : "pending");
      expect(p.completed_at === null).toBe(p.meeting_status !== "completed");
    }
    expect(payouts.filter((p) => p.status === "owed").length).toBeGreaterThan(0);
    expect(payouts.filter((p) => p.status === "pending").length).toBeGreaterThan(0);
  });

  it("gives every mentor a stored WebP photo", async () => {
    const photos = await rows<{ content_type: string; owner_id: string; user_id: string }>(
      getDb(),
      sql`select md.content_type, md.owner_id, m.user_id from mentor_profiles m left join media md on md.id = m.photo_id`,
    );
    expect(photos).toHaveLength(summary.mentors);
    for (const p of photos) expect(p).toEqual({ content_type: "image/webp", owner_id: p.user_id, user_id: p.user_id });
  });

  it("loads published blog posts, success results and leads", async () => {
    const [counts] = await rows<{ posts: number; results: number; leads: number }>(
      getDb(),
      sql`select (select count(*) from blog_posts where published)::int as posts,
                 (select count(*) from success_results where year between 2029 and 2030)::int as results,
                 (select count(*) from leads)::int as leads`,
    );
    expect(counts).toEqual({ posts: 14, results: 12, leads: 8 });
  });

  it("gives every blog post a cover with alt text and a version in the other language", async () => {
    const posts = await rows<{ locale: string; category: string; translation_key: string; image_id: string | null; image_alt: string | null; content_html: string }>(
      getDb(),
      sql`select locale, category, translation_key, image_id, image_alt, content_html from blog_posts`,
    );
    for (const post of posts) {
      expect(post.image_id).not.toBeNull();
      expect(post.image_alt).toBeTruthy();
      expect(post.content_html).toContain("<h2>");
      expect(posts.filter((other) => other.translation_key === post.translation_key).map((other) => other.locale).sort()).toEqual(["en", "zh"]);
    }
    for (const category of ["Essay Writing", "SAT Prep", "Extracurriculars", "College Selection", "Application Strategy", "Interview Tips"]) {
      expect(posts.filter((post) => post.category === category && post.locale === "zh").length).toBeGreaterThan(0);
    }
  });

  it("gives the first demo student three graded practice sessions and their misses in the error log", async () => {
    const [student] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, "student1@example.com"));
    const results = await getDb()
      .select({ topic: practiceResults.topic, correct: practiceResults.correctAnswers, total: practiceResults.totalQuestions })
      .from(practiceResults)
      .where(eq(practiceResults.userId, student!.id))
      .orderBy(asc(practiceResults.completedAt));
    expect(results).toEqual([
      { topic: "math-easy", correct: 8, total: 10 },
      { topic: "english-grammar", correct: 7, total: 10 },
      { topic: "math-intermediate", correct: 6, total: 10 },
    ]);
    expect(await getDb().select().from(satReviewCards).where(eq(satReviewCards.userId, student!.id))).toHaveLength(9);
  });

  it("gives the first demo student a finished Practice Test 1, shared with a mentor they booked", async () => {
    const [student] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, "student1@example.com"));
    const attempts = await getDb().select().from(satMockAttempts).where(eq(satMockAttempts.userId, student!.id));
    expect(attempts.map((a) => [a.testNumber, a.status])).toEqual([[1, "finished"]]);
    const score = attempts[0]!.score as { total: { score: number; low: number; high: number } };
    expect(score.total.score).toBeGreaterThan(1000);
    expect(score.total.low).toBeLessThan(score.total.score);
    const shares = await getDb().select().from(satMockShares).where(eq(satMockShares.attemptId, attempts[0]!.id));
    expect(shares).toHaveLength(1);
    const booked = await getDb()
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.studentId, student!.id), eq(meetings.mentorId, shares[0]!.mentorId), eq(meetings.isPaid, true)));
    expect(booked.length).toBeGreaterThan(0);
  });

  it("produces identical rows from the same clock in a fresh database", async () => {
    const other = await createTestDatabase(kind);
    try {
      await seedDemoData(other.db, { now });
      expect(await mentorProjection(other.db)).toEqual(await mentorProjection(getDb()));
      const meetingsOf = (db: Db) =>
        db.select({ id: meetings.id, mentorId: meetings.mentorId, startsAt: meetings.startsAt, type: meetings.type }).from(meetings).orderBy(asc(meetings.id));
      expect(await meetingsOf(other.db)).toEqual(await meetingsOf(getDb()));
    } finally {
      await other.close();
    }
    // A second database and a whole seed: on a busy 2-core machine this takes longer than the default 30 s.
  }, 120_000);
});
