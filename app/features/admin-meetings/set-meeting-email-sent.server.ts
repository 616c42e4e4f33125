import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";

export const EMAIL_FLAG_SET_ACTION = "meeting.email_flag_set";

/**
 * Records that a paid meeting's link was emailed (an admin confirms it). The flag only ever goes
 * from false to true; setting it again changes nothing and writes no second audit row, also when
 * two admins confirm at the same moment (the conditional update lets only one of them through).
 */
export async function setMeetingEmailSent(db: Db, actor: AuditActor, meetingId: string): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(meetings)
      .set({ emailSent: true })
      .where(and(eq(meetings.id, meetingId), eq(meetings.isPaid, true), eq(meetings.emailSent, false)))
      .returning({ id: meetings.id });
    if (!updated) {
      const [existing] = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.isPaid, true)));
      if (!existing) throw new AppError("meeting_not_found");
      return { changed: false };
    }
    await recordAudit(tx, actor, {
      action: EMAIL_FLAG_SET_ACTION,
      subjectType: "meeting",
      subjectId: meetingId,
      before: { emailSent: false },
      after: { emailSent: true },
    });
    return { changed: true };
  });
}
