import type { Db } from "~/db/db.server";
import { cancelMeeting } from "./cancel-meeting.server";
import type { MeetingActor } from "./lock-meeting.server";
import type { MeetingIntent } from "./meeting-requests";
import { markNoShow } from "./mark-no-show.server";
import { requestGuaranteeRefund } from "./request-guarantee-refund.server";
import { rescheduleMeeting } from "./reschedule-meeting.server";

export interface MeetingIntentContext {
  actor: MeetingActor;
  now: Date;
  appUrl: string;
  mailFrom?: string;
}

/** Runs a dashboard's or the API's request about a meeting; the caller wakes the workers after it. */
export async function runMeetingIntent(db: Db, intent: MeetingIntent, context: MeetingIntentContext): Promise<Record<string, unknown>> {
  const { actor, now } = context;
  const mail = { appUrl: context.appUrl, mailFrom: context.mailFrom };
  switch (intent.intent) {
    case "cancel":
      return { ok: true, ...(await cancelMeeting(db, { meetingId: intent.meetingId, actor, reason: intent.reason, now, mail })) };
    case "reschedule": {
      const { startsAt } = await rescheduleMeeting(db, { meetingId: intent.meetingId, actor, date: intent.date, time: intent.time, now, mail });
      return { ok: true, startsAt: startsAt.toISOString() };
    }
    case "no_show":
      await markNoShow(db, { meetingId: intent.meetingId, actor, now, appUrl: context.appUrl });
      return { ok: true };
    case "guarantee":
      return { ok: true, ...(await requestGuaranteeRefund(db, { meetingId: intent.meetingId, actor, reason: intent.reason, now, appUrl: context.appUrl })) };
  }
}
