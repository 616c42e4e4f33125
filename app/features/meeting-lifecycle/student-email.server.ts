import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, type RefundReason } from "~/db/schema";
import { HOLD_MINUTES } from "~/features/booking/slots";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { dashboardLink, formatInstant, meetingEmailHtml, readerTimeZone } from "~/features/meetings/meeting-email.server";
import { readParticipants } from "~/features/meetings/meeting-participants.server";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";
import { formatUsd } from "~/ui/format-price";

/** What the student is told about a meeting after it: the refund's steps, the rating request, a reported no-show. */
export type StudentNote =
  | { kind: "refund_sent"; amountCents: number; reason: RefundReason }
  | { kind: "guarantee_received" }
  | { kind: "guarantee_approved"; amountCents: number }
  | { kind: "guarantee_declined"; note: string | null }
  | { kind: "review_request" }
  | { kind: "no_show_reported" };

/** Queues the note in the student's language, in the transaction of the step it reports. */
export async function queueStudentEmail(tx: DbOrTx, meetingId: string, note: StudentNote, mail: { appUrl: string }): Promise<void> {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw new Error(`meeting ${meetingId} not found`);
  const { student, mentor } = await readParticipants(tx, meeting);
  const t = serverPageT(student.locale, "meeting-emails");
  const m = serverPageT(student.locale, "meetings");
  const vars = {
    name: shortName(mentor.name),
    type: m(`types.${meeting.type}`),
    when: formatInstant(meeting.startsAt, readerTimeZone(student), student.locale),
    amount: "amountCents" in note ? formatUsd(note.amountCents) : "",
  };
  const dashboardUrl = dashboardLink(mail.appUrl, "student");
  const links = { rate: `${mail.appUrl}/student-dashboard#rate-mentors-title`, bookAgain: `${mail.appUrl}/schedule-meeting/${encodeURIComponent(meeting.mentorId)}` };
  const { subject, paragraphs } = noteText(t, note, vars, links);
  const greeting = m("email.greeting", { name: shortName(student.name) });
  await enqueueEmail(tx, {
    to: student.email,
    subject,
    text: [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), m("email.dashboard", { url: dashboardUrl }), "", m("email.signoff")].join("\n"),
    html: meetingEmailHtml({
      locale: student.locale,
      greeting,
      paragraphs,
      details: [],
      notes: [],
      dashboard: { text: m("email.dashboard", { url: "" }), url: dashboardUrl },
      signoff: m("email.signoff"),
    }),
  });
}

function noteText(t: ReturnType<typeof serverPageT>, note: StudentNote, vars: Record<string, string>, links: { rate: string; bookAgain: string }) {
  switch (note.kind) {
    case "refund_sent":
      // A payment that came after its hold lapsed, for a time someone else booked meanwhile: the
      // student thinks they booked, so the email says what happened and where to pick another time.
      if (note.reason === "slot_lost") {
        return {
          subject: t("refund.slotLost.subject", vars),
          paragraphs: [t("refund.slotLost.why", { ...vars, minutes: HOLD_MINUTES }), t("refund.sent.body", vars), t("refund.slotLost.again", { ...vars, url: links.bookAgain })],
        };
      }
      return { subject: t("refund.sent.subject", vars), paragraphs: [t("refund.sent.body", vars)] };
    case "guarantee_received":
      return { subject: t("guarantee.received.subject", vars), paragraphs: [t("guarantee.received.body", vars)] };
    case "guarantee_approved":
      return { subject: t("guarantee.approved.subject", vars), paragraphs: [t("guarantee.approved.body", vars)] };
    case "guarantee_declined":
      return {
        subject: t("guarantee.declined.subject", vars),
        paragraphs: [t("guarantee.declined.body", vars), ...(note.note ? [t("guarantee.declined.note", { note: note.note })] : []), t("guarantee.declined.help")],
      };
    case "no_show_reported":
      return { subject: t("noShow.subject", vars), paragraphs: [t("noShow.body", vars), t("noShow.help")] };
    case "review_request":
      return {
        subject: t("review.subject", vars),
        paragraphs: [t("review.body", vars), t("review.cta", { url: links.rate }), t("review.guarantee")],
      };
  }
}
