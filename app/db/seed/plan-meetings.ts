import { majors } from "~content/majors";
import type { SessionType } from "~/lib/session-types";
import { expectationsByType, pickRating, reviewComment } from "./demo-people";
import { addDays, easternDateOf, easternHour } from "./eastern-time";
import type { PlannedMentor } from "./plan-mentors";
import type { Random } from "./random";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PAST_MEETINGS = 250;
const FUTURE_MEETINGS = 8;
// A mentor's first session is nearly always reviewed, so only a few active mentors show no rating.
const FIRST_RATED_SHARE = 0.9;
const RATED_SHARE = 0.66;

export interface PlannedStudent {
  id: string;
  createdAt: Date;
}

export interface PlannedMeeting {
  id: string;
  checkoutId: string;
  mentor: PlannedMentor;
  studentId: string;
  type: SessionType;
  startsAt: Date;
  bookedAt: Date;
  status: "completed" | "scheduled";
  priceCents: number;
  major: string;
  expectations: string;
  meetLink: string;
  rating: { id: string; stars: number; comment: string | null; createdAt: Date } | null;
}

function pickType(r: Random, mentor: PlannedMentor): SessionType {
  return r.weighted<SessionType>([
    ["sat", mentor.offersSat ? 3 : 0],
    ["essay", 3],
    ["college", 2],
    ["interview", 1.5],
    ["general", 2.5],
  ]);
}

/** Past completed meetings (most rated) and a few upcoming ones, all on the mentors' weekly hours. */
export function planMeetings(r: Random, mentors: PlannedMentor[], students: PlannedStudent[], now: Date): PlannedMeeting[] {
  const bookable = mentors.filter((m) => m.availability.length > 0);
  // Two active mentors never get reviews, so the zero-ratings state is visible with bookings too.
  const neverRated = new Set(r.sample(bookable, 2).map((m) => m.id));
  const studentWeights = students.map((s, i) => [s, i < 4 ? 3 : 1] as const);
  const taken = new Set<string>();
  const today = easternDateOf(now);
  const monday = addDays(today, 1 - today.weekday);
  const meetings: PlannedMeeting[] = [];

  function add(mentor: PlannedMentor, startsAt: Date, bookedAt: Date, past: boolean, rateChance = RATED_SHARE): boolean {
    const student = r.weighted(studentWeights);
    const mentorKey = `${mentor.id}@${startsAt.toISOString()}`;
    const studentKey = `${student.id}@${startsAt.toISOString()}`;
    if (bookedAt <= mentor.createdAt || bookedAt <= student.createdAt) return false;
    if (taken.has(mentorKey) || taken.has(studentKey)) return false;
    taken.add(mentorKey);
    taken.add(studentKey);
    const type = pickType(r, mentor);
    let rating: PlannedMeeting["rating"] = null;
    if (past && !neverRated.has(mentor.id) && r.chance(rateChance)) {
      const stars = pickRating(r);
      const ratedAt = Math.min(startsAt.getTime() + HOUR_MS + r.int(0, 60 * 48) * 60_000, now.getTime() - 60_000);
      rating = { id: r.uuid(), stars, comment: reviewComment(r, stars, type, mentor.firstName), createdAt: new Date(ratedAt) };
    }
    meetings.push({
      id: r.uuid(),
      checkoutId: r.uuid(),
      mentor,
      studentId: student.id,
      type,
      startsAt,
      bookedAt,
      status: past ? "completed" : "scheduled",
      priceCents: type === "sat" ? mentor.satPriceCents : mentor.sessionPriceCents,
      major: r.pick(majors).en,
      expectations: r.pick(expectationsByType[type]),
      meetLink: `https://meet.jit.si/unibridge-${r.hex(16)}`,
      rating,
    });
    return true;
  }

  function addPast(mentor: PlannedMentor, rateChance?: number): boolean {
    const slot = r.pick(mentor.availability);
    const startsAt = easternHour(addDays(monday, -7 * r.int(1, 20) + slot.weekday - 1), slot.hour);
    const bookedAt = new Date(startsAt.getTime() - r.int(2, 12) * DAY_MS - r.int(0, 600) * 60_000);
    return add(mentor, startsAt, bookedAt, true, rateChance);
  }

  for (const mentor of bookable) {
    for (let attempt = 0; attempt < 10 && !addPast(mentor, FIRST_RATED_SHARE); attempt++);
  }
  const mentorWeights = bookable.map((m) => [m, m.popularity] as const);
  for (let attempts = 0; meetings.length < PAST_MEETINGS && attempts < PAST_MEETINGS * 20; attempts++) {
    addPast(r.weighted(mentorWeights));
  }

  let upcoming = 0;
  for (let attempts = 0; upcoming < FUTURE_MEETINGS && attempts < 1000; attempts++) {
    const mentor = r.weighted(mentorWeights);
    const date = addDays(today, r.int(3, 20));
    const hours = mentor.availability.filter((s) => s.weekday === date.weekday);
    if (hours.length === 0) continue;
    const startsAt = easternHour(date, r.pick(hours).hour);
    if (startsAt.getTime() < now.getTime() + 3 * DAY_MS) continue;
    const bookedAt = new Date(now.getTime() - r.int(60, 72 * 60) * 60_000);
    if (add(mentor, startsAt, bookedAt, false)) upcoming++;
  }
  return meetings;
}
