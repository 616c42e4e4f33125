import { z } from "zod";
import type { Db, DbOrTx } from "~/db/db.server";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import type { JobHandlers } from "~/features/jobs/run-due-jobs.server";
import { deliverMeeting } from "./deliver-meeting.server";
import type { CreateConference } from "./meeting-conference.server";
import { MEETING_REMINDER_JOB, reminderPayload, sendMeetingReminder } from "./meeting-reminders.server";

export const DELIVER_MEETING_JOB = "deliver-meeting";

const meetingPayload = z.object({ meetingId: z.uuid() });

/** Queues a paid meeting's link and emails; once per meeting, however often it is asked. */
export async function enqueueMeetingDelivery(tx: DbOrTx, meetingId: string): Promise<void> {
  await enqueueJob(tx, { kind: DELIVER_MEETING_JOB, payload: { meetingId }, dedupeKey: `deliver-meeting:${meetingId}` });
}

export interface MeetingJobsDeps {
  db: Db;
  appUrl: string;
  mailFrom?: string;
  /** Wakes the mail worker after emails were queued. */
  notifyOutbox(): void;
  /** The mentor's Google Meet, when the site has Google keys. */
  createConference?: CreateConference;
  logger?: { warn(object: object, message: string): void };
}

/** The job kinds this feature runs, handed to the app's job worker by the composition root. */
export function meetingJobs(deps: MeetingJobsDeps): JobHandlers {
  return {
    [DELIVER_MEETING_JOB]: async (payload, { fence, now, signal }) => {
      const { meetingId } = meetingPayload.parse(payload);
      const outcome = await deliverMeeting(
        deps.db,
        { meetingId },
        {
          appUrl: deps.appUrl,
          mailFrom: deps.mailFrom,
          fence,
          now,
          signal,
          createConference: deps.createConference,
          onConferenceError: (err, id) => deps.logger?.warn({ err, meetingId: id }, "the mentor's Google Meet could not be created; the meeting gets a Jitsi link"),
        },
      );
      if (outcome === "delivered") deps.notifyOutbox();
    },
    [MEETING_REMINDER_JOB]: async (payload, { fence, now }) => {
      const outcome = await sendMeetingReminder(deps.db, reminderPayload.parse(payload), { appUrl: deps.appUrl, mailFrom: deps.mailFrom, fence, now });
      if (outcome === "sent") deps.notifyOutbox();
    },
  };
}
