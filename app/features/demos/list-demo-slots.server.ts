import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";
import type { SessionType } from "~/lib/session-types";

/** Spec §3 demo bookable slot. Times are US Eastern, like every real slot. */
export interface DemoBookableSlot {
  id: string;
  mentorId: string;
  mentorName: string;
  /** YYYY-MM-DD, US Eastern. */
  date: string;
  startTime: string;
  endTime: string;
  subject: SessionType;
}

const DEMO_MENTORS = 3;
const DAY_MS = 86_400_000;
// Two example hours per mentor on the days after tomorrow; subjects every mentor may offer.
const EXAMPLE_HOURS = [
  { dayOffset: 2, startTime: "10:00", endTime: "11:00", subject: "essay" },
  { dayOffset: 3, startTime: "16:00", endTime: "17:00", subject: "college" },
] as const;
const SUBJECT_BY_MENTOR: readonly SessionType[] = ["essay", "interview", "general"];

function easternDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * Example slots for the student demo, from the best-rated active mentors. Nothing is held or
 * written: booking on the demo page only moves a slot in the browser's memory.
 */
export async function listDemoSlots(db: DbOrTx, now: Date): Promise<DemoBookableSlot[]> {
  const mentors = await db
    .select({ id: users.id, name: users.name })
    .from(mentorProfiles)
    .innerJoin(users, and(eq(users.id, mentorProfiles.userId), eq(users.disabled, false)))
    .orderBy(desc(mentorProfiles.ratingCount), asc(users.id))
    .limit(DEMO_MENTORS);
  return mentors.flatMap((mentor, m) =>
    EXAMPLE_HOURS.map((hour, h) => ({
      id: `${mentor.id}-${h}`,
      mentorId: mentor.id,
      mentorName: mentor.name,
      date: easternDate(new Date(now.getTime() + (hour.dayOffset + m) * DAY_MS)),
      startTime: hour.startTime,
      endTime: hour.endTime,
      subject: h === 0 ? hour.subject : (SUBJECT_BY_MENTOR[m] ?? hour.subject),
    })),
  );
}
