import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { emailOutbox } from "~/db/schema/outbox";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { createMeetingLink } from "./create-meeting-link";
import { meetingEmail } from "./meeting-email.server";
import { readParticipants } from "./meeting-participants.server";
import { enqueueMeetingReminders } from "./meeting-reminders.server";
import { invitationOrganizer } from "./participant-invitation.server";
import { conferenceLinkFor, type CreateConference } from "./meeting-conference.server";

export type DeliverMeetingOutcome = "delivered" | "already_delivered" | "not_paid" | "not_found";

export interface DeliverMeetingOptions {
  appUrl: string;
  /** The From address of the app's mail ("Unibridge <no-reply@…>"): the invitation's organizer. */
  mailFrom?: string;
  now?: Date;
  /** Run first in the delivery's transaction: a job run whose claim was taken over cannot commit. */
  fence?: (tx: DbOrTx) => Promise<void>;
  /** A video meeting in the mentor's own calendar (Google Meet); without it, or when it fails, Jitsi. */
  createConference?: CreateConference;
  /** Told when createConference failed and the meeting got a Jitsi link instead. */
  onConferenceError?(error: unknown, meetingId: string): void;
  signal?: AbortSignal;
}

/**
 * Gives a paid meeting its video link and queues the confirmation emails (student and mentor,
 * each in their language with an .ics invitation). Safe to run again: a meeting whose emails were
 * queued once gets no more. The caller wakes the outbox afterwards.
 */
export async function deliverMeeting(
  db: Db,
  { meetingId }: { meetingId: string },
  options: DeliverMeetingOptions,
): Promise<DeliverMeetingOutcome> {
  const now = options.now ?? new Date();
  // Outside the transaction: no row stays locked while Google answers. The conference is
  // idempotent (keyed by the meeting), so a run that loses its claim below made nothing twice.
  const conferenceLink = options.createConference ? await conferenceLinkFor(db, meetingId, options.createConference, { now, signal: options.signal, onError: options.onConferenceError }) : null;
  return db.transaction(async (tx) => {
    await options.fence?.(tx);
    // Locked so two runs of the delivery cannot both find no emails and queue a set each.
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("update");
    if (!meeting) return "not_found";
    if (!meeting.isPaid || (meeting.status !== "scheduled" && meeting.status !== "completed")) return "not_paid";
    const [queued] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId)).limit(1);
    if (queued) return "already_delivered";

    const meetLink = meeting.meetLink ?? conferenceLink ?? createMeetingLink();
    if (!meeting.meetLink) await tx.update(meetings).set({ meetLink }).where(eq(meetings.id, meetingId));

    const { student, mentor } = await readParticipants(tx, meeting);
    const organizer = invitationOrganizer(options);
    for (const reader of ["student", "mentor"] as const) {
      await enqueueEmail(
        tx,
        meetingEmail({
          reader,
          meeting: { ...meeting, meetLink },
          student,
          mentor,
          organizer,
          appUrl: options.appUrl,
          now,
        }),
      );
    }
    await enqueueMeetingReminders(tx, meeting, now);
    return "delivered";
  });
}
