import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import { meetingNoticeEmail } from "./meeting-notice-email.server";
import { readParticipants } from "./meeting-participants.server";
import { invitationOrganizer } from "./participant-invitation.server";

export const MEETING_REMINDER_JOB = "meeting-reminder";

const HOUR_MS = 3_600_000;
export const reminderLeads = { "24h": 24 * HOUR_MS, "1h": HOUR_MS } as const;
export type ReminderLead = keyof typeof reminderLeads;

export const reminderPayload = z.object({
  meetingId: z.uuid(),
  lead: z.enum(["24h", "1h"]),
  /** The start the reminder is about: a moved meeting's old reminders find another start and stay silent. */
  startsAt: z.iso.datetime(),
});
export type ReminderPayload = z.infer<typeof reminderPayload>;

/**
 * Queues the 24-hour and 1-hour reminders of a paid meeting at its current start, each due at its
 * time; one whose time has passed is left out. The key names the start, so a moved meeting gets
 * new reminders and each is queued once however often this runs.
 */
export async function enqueueMeetingReminders(tx: DbOrTx, meeting: { id: string; startsAt: Date }, now: Date): Promise<void> {
  for (const lead of Object.keys(reminderLeads) as ReminderLead[]) {
    const runAt = new Date(meeting.startsAt.getTime() - reminderLeads[lead]);
    if (runAt.getTime() <= now.getTime()) continue;
    const startsAt = meeting.startsAt.toISOString();
    await enqueueJob(tx, {
      kind: MEETING_REMINDER_JOB,
      payload: { meetingId: meeting.id, lead, startsAt },
      dedupeKey: `meeting-reminder:${meeting.id}:${lead}:${startsAt}`,
      runAt,
    });
  }
}

export interface SendReminderOptions {
  appUrl: string;
  mailFrom?: string;
  now: Date;
  /** Run first in the transaction that queues the emails: a run whose claim was taken over cannot commit. */
  fence?: (tx: DbOrTx) => Promise<void>;
}

/**
 * The `meeting-reminder` job: emails both participants, in their language and zone with the link,
 * unless the meeting is no longer a paid meeting at that start (cancelled, moved, refunded) or has
 * begun. Queued under the job's fence, so several instances send it once.
 */
export async function sendMeetingReminder(db: Db, payload: ReminderPayload, options: SendReminderOptions): Promise<"sent" | "stale"> {
  return db.transaction(async (tx) => {
    await options.fence?.(tx);
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, payload.meetingId));
    const current =
      meeting?.isPaid &&
      meeting.status === "scheduled" &&
      meeting.startsAt.toISOString() === payload.startsAt &&
      meeting.startsAt.getTime() > options.now.getTime();
    if (!meeting || !current) return "stale";
    const { student, mentor } = await readParticipants(tx, meeting);
    const organizer = invitationOrganizer(options);
    for (const reader of ["student", "mentor"] as const) {
      await enqueueEmail(
        tx,
        meetingNoticeEmail({ reader, notice: { kind: "reminder", lead: payload.lead }, meeting, student, mentor, organizer, appUrl: options.appUrl, now: options.now }),
      );
    }
    return "sent";
  });
}
