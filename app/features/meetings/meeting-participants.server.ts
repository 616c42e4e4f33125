import { inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema/users";
import type { MeetingParticipant } from "./meeting-email.server";

/** The student and the mentor of a meeting, as its emails address them. */
export async function readParticipants(
  tx: DbOrTx,
  meeting: { id: string; studentId: string; mentorId: string },
): Promise<{ student: MeetingParticipant; mentor: MeetingParticipant }> {
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, [meeting.studentId, meeting.mentorId]));
  const person = (id: string): MeetingParticipant => {
    const found = people.find((p) => p.id === id);
    if (!found) throw new Error(`meeting ${meeting.id}: user ${id} not found`);
    return found;
  };
  return { student: person(meeting.studentId), mentor: person(meeting.mentorId) };
}
