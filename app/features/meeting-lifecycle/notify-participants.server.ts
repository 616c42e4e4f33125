import type { Tx } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { readParticipants } from "~/features/meetings/meeting-participants.server";
import { meetingNoticeEmail, type MeetingNotice } from "~/features/meetings/meeting-notice-email.server";
import { invitationOrganizer } from "~/features/meetings/participant-invitation.server";
import type { LockedMeeting } from "./lock-meeting.server";

export interface MailSettings {
  appUrl: string;
  mailFrom?: string;
}

/** Queues the notice of a change for the student and the mentor, in the transaction that makes it. */
export async function notifyParticipants(tx: Tx, meeting: LockedMeeting, notice: MeetingNotice, mail: MailSettings & { now: Date }): Promise<void> {
  const { student, mentor } = await readParticipants(tx, meeting);
  const organizer = invitationOrganizer(mail);
  for (const reader of ["student", "mentor"] as const) {
    await enqueueEmail(tx, meetingNoticeEmail({ reader, notice, meeting, student, mentor, organizer, appUrl: mail.appUrl, now: mail.now }));
  }
}
