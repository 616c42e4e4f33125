import { randomUUID } from "node:crypto";
import type { Db } from "~/db/db.server";
import { meetings, mentorAvailability, mentorProfiles, ratings, users } from "~/db/schema";

// Test use only: a small, hand-made mentor catalogue whose every order and filter result can be
// worked out on paper (see the expectations in the integration tests).

export interface FixtureMentor {
  id: string;
  name: string;
  college: string;
  major: string;
  country: string;
  languages: string[];
  interests: string[];
  /** Exact bio length; the bio starts with `bioText`. */
  bioLength: number;
  bioText?: string;
  satScore: number | null;
  offersSat?: boolean;
  priceCents: number;
  /** One rating per entry, each from a paid meeting, `reviewers[i]` (index into students) giving it. */
  stars: number[];
  reviewers?: number[];
  comments?: (string | null)[];
  /** Further meetings without a rating, by student index: paid (count as students) and unpaid (do not). */
  paidMeetings?: number[];
  unpaidMeetings?: number[];
  /** Weekly bookable hours. */
  hours: number;
  disabled?: boolean;
}

export const fixtureStudents = [
  { id: "s1", name: "Sam Student" },
  { id: "s2", name: "Tina van Learner" },
  { id: "s3", name: "Uma Quinn" },
];

// Default order (Ivy first, SAT desc, nulls last, id): m01 m06 m02 m05 m11 | m03 m12 m07 m09 m08 m10 m04
export const fixtureMentors: FixtureMentor[] = [
  { id: "m01", name: "Alice Zhang", college: "harvard", major: "computer-science", country: "US", languages: ["en", "zh"], interests: ["robotics", "chess"], bioLength: 200, satScore: 1580, offersSat: true, priceCents: 8500, stars: [5, 5], reviewers: [0, 1], paidMeetings: [0], unpaidMeetings: [2], hours: 3 },
  { id: "m02", name: "Bob Miller", college: "yale", major: "economics", country: "CA", languages: ["en"], interests: ["investing", "tennis"], bioLength: 100, satScore: 1450, priceCents: 6000, stars: [4, 4], hours: 0 },
  { id: "m03", name: "Carla Gomez", college: "stanford", major: "computer-science", country: "MX", languages: ["es", "en"], interests: ["chess club", "hiking"], bioLength: 300, satScore: 1600, offersSat: true, priceCents: 7000, stars: [5, 4, 5, 4], reviewers: [0, 1, 2, 0], comments: ["First", null, "Third", "Newest"], hours: 2 },
  { id: "m04", name: "Dev Patel", college: "mit", major: "physics", country: "IN", languages: ["en", "hi"], interests: ["astronomy"], bioLength: 150, bioText: "I love quantum puzzles.", satScore: null, priceCents: 3500, stars: [], hours: 1 },
  { id: "m05", name: "Emma Wilson", college: "princeton", major: "history", country: "GB", languages: ["en", "fr"], interests: ["debate", "100% effort"], bioLength: 80, satScore: null, priceCents: 5000, stars: [3], hours: 0 },
  { id: "m06", name: "Feng Li", college: "columbia", major: "mathematics", country: "CN", languages: ["zh", "en"], interests: ["math olympiad"], bioLength: 500, satScore: 1520, offersSat: true, priceCents: 6500, stars: [5, 4, 4], hours: 4 },
  { id: "m07", name: "Grace Kim", college: "duke", major: "biology", country: "KR", languages: ["ko", "en"], interests: ["violin", "under_score"], bioLength: 60, satScore: 1510, priceCents: 4000, stars: [4, 4], hours: 1 },
  { id: "m08", name: "Hiro Tanaka", college: "uchicago", major: "economics", country: "JP", languages: ["ja", "en"], interests: ["go", "chess"], bioLength: 250, satScore: 1300, priceCents: 8000, stars: [2], hours: 0 },
  { id: "m09", name: "Ivy Brown", college: "ucla", major: "psychology", country: "US", languages: ["en"], interests: ["yoga"], bioLength: 120, satScore: 1400, priceCents: 5500, stars: [], hours: 2 },
  { id: "m10", name: "Jon Harvard", college: "nyu", major: "computer-science", country: "US", languages: ["en"], interests: ["startups"], bioLength: 90, satScore: 1200, priceCents: 6000, stars: [4, 5], hours: 1 },
  { id: "m11", name: "Kai Müller", college: "cornell", major: "computer-science", country: "DE", languages: ["de", "en"], interests: ["robotics"], bioLength: 400, satScore: null, priceCents: 7500, stars: [], hours: 0 },
  { id: "m12", name: "Lena Rossi", college: "mit", major: "computer-science", country: "IT", languages: ["it", "en"], interests: ["chess"], bioLength: 50, satScore: 1550, offersSat: true, priceCents: 4500, stars: [5], paidMeetings: [1, 2], hours: 3 },
  // Disabled: the best of everything, and never listed.
  { id: "m13", name: "Zed Hidden", college: "harvard", major: "computer-science", country: "US", languages: ["en", "zh"], interests: ["chess", "robotics"], bioLength: 1000, satScore: 1600, offersSat: true, priceCents: 3500, stars: [5, 5, 5], hours: 5, disabled: true },
];

export const listedFixtureIds = fixtureMentors.filter((m) => !m.disabled).map((m) => m.id);

/** A bio of exactly `length` characters that starts with `text`; the filler matches no test keyword. */
export function fixtureBio(length: number, text = "Mentor."): string {
  return `${text} `.padEnd(length, "-").slice(0, length);
}

const DAY_MS = 86_400_000;

/** Inserts the students and mentors, with availability, paid meetings behind every rating, and ratings. */
export async function insertMentorFixture(db: Db, now = new Date("2026-06-01T12:00:00Z")): Promise<void> {
  await db.insert(users).values([
    ...fixtureStudents.map((s) => ({ id: s.id, name: s.name, email: `${s.id}@example.com`, emailVerified: true, role: "student" as const })),
    ...fixtureMentors.map((m) => ({
      id: m.id,
      name: m.name,
      email: `${m.id}@example.edu`,
      emailVerified: true,
      role: "mentor" as const,
      disabled: m.disabled ?? false,
    })),
  ]);
  await db.insert(mentorProfiles).values(
    fixtureMentors.map((m) => ({
      userId: m.id,
      major: m.major,
      college: m.college,
      country: m.country,
      languages: m.languages,
      interests: m.interests,
      bio: fixtureBio(m.bioLength, m.bioText),
      satScore: m.satScore,
      offersSat: m.offersSat ?? false,
      sessionPriceCents: m.priceCents,
      ratingCount: m.stars.length,
      ratingSum: m.stars.reduce((a, b) => a + b, 0),
    })),
  );
  const hours = fixtureMentors.flatMap((m) => Array.from({ length: m.hours }, (_, i) => ({ mentorId: m.id, weekday: 1 + (i % 7), hour: 9 + Math.floor(i / 7) })));
  await db.insert(mentorAvailability).values(hours);

  for (const m of fixtureMentors) {
    for (const [i, stars] of m.stars.entries()) {
      const meetingId = randomUUID();
      const at = new Date(now.getTime() - (40 - i) * DAY_MS);
      const studentId = fixtureStudents[m.reviewers?.[i] ?? i % fixtureStudents.length]!.id;
      await db.insert(meetings).values({ id: meetingId, mentorId: m.id, studentId, startsAt: at, status: "completed", isPaid: true, priceCents: m.priceCents, hasRating: true });
      await db.insert(ratings).values({ meetingId, mentorId: m.id, studentId, rating: stars, comment: m.comments?.[i] ?? null, createdAt: new Date(at.getTime() + 3_600_000) });
    }
    const others = [...(m.paidMeetings ?? []).map((s) => ({ s, paid: true })), ...(m.unpaidMeetings ?? []).map((s) => ({ s, paid: false }))];
    for (const [i, { s, paid }] of others.entries()) {
      await db.insert(meetings).values({
        mentorId: m.id,
        studentId: fixtureStudents[s]!.id,
        startsAt: new Date(now.getTime() - (10 - i) * DAY_MS),
        status: paid ? "completed" : "expired",
        isPaid: paid,
        priceCents: m.priceCents,
      });
    }
  }
}
