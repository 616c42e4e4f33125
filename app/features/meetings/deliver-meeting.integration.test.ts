import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { meetings } from "~/db/schema/meetings";
import { emailOutbox } from "~/db/schema/outbox";
import { users } from "~/db/schema/users";
import { startTestMail } from "~/test/test-services";
import { createScenario } from "~/test/scenario";
import { deliverDueEmails } from "~/features/email/deliver-outbox.server";
import { createMailTransport } from "~/features/email/mail-transport.server";
import type { MailTransport } from "~/features/email/mail-transport.server";
import { decodedHeader, mailText } from "~/test/received-mail";
import type { ReceivedMail } from "~/test/smtp-test-server";
import { describeEachDb } from "~/test/test-database";
import { LostClaimError } from "~/lib/work-lease.server";
import { deliverMeeting } from "./deliver-meeting.server";
import { eventOf, parseIcs, unescapeText } from "./ics-test-parser";

const appUrl = "https://unibridge.test";
const mailFrom = "Unibridge <no-reply@unibridge.test>";
// 10:00 in New York (EDT), 7:00 in Los Angeles, 22:00 in Shanghai.
const startsAt = new Date("2026-07-15T14:00:00Z");

/** The decoded text/calendar part of a received message, and its Content-Type header. */
function invitationOf(mail: ReceivedMail): { contentType: string; ics: string } {
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(unfolded)?.[1];
    if (!contentType?.startsWith("text/calendar")) continue;
    expect(unfolded).toMatch(/content-transfer-encoding:\s*base64/i);
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    return { contentType, ics: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
  }
  throw new Error(`no invitation in:\n${mail.raw}`);
}

describeEachDb("deliverMeeting", (getDb, kind) => {
  let mail: Awaited<ReturnType<typeof startTestMail>>;

  beforeEach(async () => {
    // One database per suite: each test counts only its own messages.
    await getDb().delete(emailOutbox);
    mail = await startTestMail(getDb());
  });
  afterEach(async () => {
    await mail.close();
  });

  async function paidMeeting(options: { paid?: boolean; studentZone?: string | null; mentorZone?: string | null } = {}) {
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Ada Lovelace", locale: "en" }],
      students: [{ name: "Wei Zhang", locale: "zh", timeZone: options.studentZone ?? null }],
      meetings: [
        {
          startsAt,
          type: "essay",
          paid: options.paid ?? true,
          ...(options.paid === false ? { holdExpiresAt: new Date(Date.now() + 30 * 60_000) } : {}),
        },
      ],
    });
    const mentor = scenario.mentors[0]!;
    if (options.mentorZone !== undefined) {
      await getDb().update(users).set({ timeZone: options.mentorZone }).where(eq(users.id, mentor.id));
    }
    return { meetingId: scenario.meetings[0]!.id, mentor, student: scenario.students[0]! };
  }

  async function meetingRow(id: string) {
    const [row] = await getDb().select().from(meetings).where(eq(meetings.id, id));
    return row!;
  }

  it("gives a paid meeting a link and sends both emails in their readers' languages and zones", async () => {
    const { meetingId, mentor, student } = await paidMeeting({ mentorZone: "America/Los_Angeles" });

    expect(await deliverMeeting(getDb(), { meetingId }, { appUrl, mailFrom })).toBe("delivered");

    const { meetLink } = await meetingRow(meetingId);
    expect(meetLink).toMatch(/^https:\/\/meet\.jit\.si\/Unibridge-[a-z2-7]{32}$/);
    expect(await meetingRow(meetingId)).toMatchObject({ emailSent: false });
    await mail.deliver();
    expect(mail.smtp.received).toHaveLength(2);
    const toStudent = mail.smtp.received.find((m) => m.to[0] === student.email)!;
    const toMentor = mail.smtp.received.find((m) => m.to[0] === mentor.email)!;

    // The student reads Chinese and never reported a zone: Beijing time.
    expect(decodedHeader(toStudent, "subject")).toBe("您与 Ada L. 的 Unibridge 课程已确认");
    const studentText = mailText(toStudent);
    expect(studentText).toContain("Wei Z.，您好：");
    expect(studentText).toContain("课程: 文书修改");
    expect(studentText).toContain("美国东部时间: 2026年7月15日星期三 北美东部夏令时间 10:00");
    expect(studentText).toContain("您的时间（Asia/Shanghai）: 2026年7月15日星期三 中国标准时间 22:00");
    expect(studentText).toContain(meetLink);
    expect(studentText).toContain(`${appUrl}/student-dashboard?sessions=open`);

    // The mentor reads English in the zone their browser reported.
    expect(decodedHeader(toMentor, "subject")).toBe("New Unibridge session booked by Wei Z.");
    const mentorText = mailText(toMentor);
    expect(mentorText).toContain("Wei Z. booked a session with you: Essay Review.");
    expect(mentorText).toContain("US Eastern time: Wednesday, July 15, 2026 at 10:00 AM Eastern Daylight Time");
    expect(mentorText).toContain("Your time (America/Los_Angeles): Wednesday, July 15, 2026 at 7:00 AM Pacific Daylight Time");
    expect(mentorText).toContain(meetLink);
    expect(toMentor.raw).toMatch(/Content-Type: text\/html/i);

    for (const received of [toStudent, toMentor]) {
      const { contentType, ics } = invitationOf(received);
      expect(contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
      const event = eventOf(parseIcs(ics));
      expect(event.get("UID")?.[0]?.value).toBe(`meeting-${meetingId}@unibridge`);
      expect(event.get("DTSTART")?.[0]?.value).toBe("20260715T140000Z");
      expect(event.get("DTEND")?.[0]?.value).toBe("20260715T150000Z");
      expect(event.get("URL")?.[0]?.value).toBe(meetLink);
      expect(unescapeText(event.get("DESCRIPTION")![0]!.value)).toContain(meetLink!);
      expect(event.get("ORGANIZER")?.[0]?.value).toBe("mailto:no-reply@unibridge.test");
      expect(event.get("ATTENDEE")?.map((a) => a.value).sort()).toEqual([`mailto:${mentor.email}`, `mailto:${student.email}`].sort());
    }
    expect(unescapeText(eventOf(parseIcs(invitationOf(toStudent).ics)).get("SUMMARY")![0]!.value)).toBe("Unibridge：与 Ada L. 的文书修改");

    // Names as the site shows them (first name, last initial), and one full stop after "Z.".
    for (const text of [studentText, mentorText, toStudent.raw, toMentor.raw]) expect(text).not.toMatch(/Lovelace|Zhang/);
    expect(mentorText).toMatch(/Mentor: Ada L\.\r?\nStudent: Wei Z\.\r?\n/);
    expect(unescapeText(eventOf(parseIcs(invitationOf(toMentor).ics)).get("DESCRIPTION")![0]!.value)).toBe(`Essay Review with Wei Z.\nJoin the video call: ${meetLink}`);

    expect(await meetingRow(meetingId)).toMatchObject({ emailSent: true, meetLink });
  });

  it("shows one time for a reader in US Eastern time", async () => {
    const { meetingId, mentor } = await paidMeeting();
    await deliverMeeting(getDb(), { meetingId }, { appUrl });
    await mail.deliver();

    const text = mailText(mail.smtp.received.find((m) => m.to[0] === mentor.email)!);
    expect(text).toContain("US Eastern time: Wednesday, July 15, 2026 at 10:00 AM Eastern Daylight Time");
    expect(text).not.toContain("Your time");
  });

  it("sends one set of emails however often it runs", async () => {
    const { meetingId } = await paidMeeting({ studentZone: "Europe/Berlin" });

    expect(await deliverMeeting(getDb(), { meetingId }, { appUrl })).toBe("delivered");
    const { meetLink } = await meetingRow(meetingId);
    await mail.deliver();
    expect(await deliverMeeting(getDb(), { meetingId }, { appUrl })).toBe("already_delivered");
    await Promise.all([deliverMeeting(getDb(), { meetingId }, { appUrl }), deliverMeeting(getDb(), { meetingId }, { appUrl })]);
    await mail.deliver();

    expect(mail.smtp.received).toHaveLength(2);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId))).toHaveLength(2);
    expect(await meetingRow(meetingId)).toMatchObject({ meetLink, emailSent: true });
  });

  it("commits nothing for a job run that no longer holds its claim", async () => {
    const { meetingId } = await paidMeeting();
    const fenced: unknown[] = [];
    const lost = async (tx: unknown) => {
      fenced.push(tx);
      throw new LostClaimError("job deliver-meeting");
    };

    await expect(deliverMeeting(getDb(), { meetingId }, { appUrl, fence: lost })).rejects.toBeInstanceOf(LostClaimError);

    // Checked inside the delivery's own transaction, before anything was written.
    expect(fenced).toHaveLength(1);
    expect(fenced[0]).not.toBe(getDb());
    expect(await meetingRow(meetingId)).toMatchObject({ meetLink: null, emailSent: false });
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId))).toHaveLength(0);
  });

  it("runs concurrently without queueing two sets", async () => {
    const { meetingId } = await paidMeeting();

    const outcomes = await Promise.all(Array.from({ length: 4 }, () => deliverMeeting(getDb(), { meetingId }, { appUrl })));

    expect(outcomes.filter((o) => o === "delivered")).toHaveLength(1);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId))).toHaveLength(2);
  });

  it("does not deliver an unpaid meeting", async () => {
    const { meetingId } = await paidMeeting({ paid: false });

    expect(await deliverMeeting(getDb(), { meetingId }, { appUrl })).toBe("not_paid");
    await mail.deliver();

    expect(mail.smtp.received).toHaveLength(0);
    expect(await meetingRow(meetingId)).toMatchObject({ meetLink: null, emailSent: false });
  });

  it("does not deliver an unknown meeting", async () => {
    expect(await deliverMeeting(getDb(), { meetingId: "00000000-0000-4000-8000-000000000000" }, { appUrl })).toBe("not_found");
  });

  it("marks the meeting's emails sent only once every one of them is sent", async () => {
    const { meetingId, mentor } = await paidMeeting();
    await deliverMeeting(getDb(), { meetingId }, { appUrl });
    const mentorDown: MailTransport = {
      name: "smtp",
      send: (message) => (message.to === mentor.email ? Promise.reject(new Error("421 try later")) : Promise.resolve()),
    };

    expect(await deliverDueEmails(getDb(), mentorDown)).toEqual({ sent: 1, failed: 0, retried: 1 });
    expect(await meetingRow(meetingId)).toMatchObject({ emailSent: false });

    // The retry is due: the real server takes it.
    await getDb().update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.toAddress, mentor.email));
    await mail.deliver();
    expect(mail.smtp.received.map((m) => m.to[0])).toEqual([mentor.email]);
    expect(await meetingRow(meetingId)).toMatchObject({ emailSent: true });
  });

  if (kind === "postgres") {
    it("marks every meeting delivered when two senders split its emails between them", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await paidMeeting()).meetingId);
      for (const meetingId of ids) await deliverMeeting(getDb(), { meetingId }, { appUrl });
      const transport = createMailTransport({ smtpUrl: mail.smtp.url, mailFrom });

      async function drain() {
        while ((await deliverDueEmails(getDb(), transport, { batchSize: 1 })).sent > 0);
      }
      await Promise.all([drain(), drain()]);
      transport.close?.();

      expect(mail.smtp.received).toHaveLength(12);
      const rows = await getDb().select({ id: meetings.id, emailSent: meetings.emailSent }).from(meetings);
      expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.emailSent)).toBe(true);
    });
  }
});
