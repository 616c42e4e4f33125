import { randomUUID } from "node:crypto";
import type { Db } from "~/db/db.server";
import { eq } from "drizzle-orm";
import { checkoutItems, checkouts, meetings, mentorAvailability, mentorPayouts, mentorProfiles, users } from "~/db/schema";
import type { MeetingStatus } from "~/db/schema/meetings";
import type { Locale } from "~/lib/i18n";
import type { CreateGatewaySessionInput, PaymentGateway } from "~/lib/payment-gateway.server";
import { splitCommission } from "~/features/booking/pricing";
import type { SessionType } from "~/lib/session-types";
import { easternSlotToUtc, type WeeklyHour } from "~/features/booking/slots";

// Test use only: the world a booking test needs (mentors with prices and weekly hours, students,
// meetings already held or booked), built in one call instead of hand-written inserts. Ids are
// fresh per call, so scenarios in one test database never collide.

export interface ScenarioMentor {
  name?: string;
  sessionPriceCents?: number;
  satPriceCents?: number;
  satScore?: number | null;
  offersSat?: boolean;
  disabled?: boolean;
  locale?: Locale;
  stripeAccountId?: string | null;
  stripeConnected?: boolean;
}

export interface ScenarioStudent {
  name?: string;
  role?: "student" | "mentor" | "admin";
  locale?: Locale;
  timeZone?: string | null;
}

export interface ScenarioAvailability extends WeeklyHour {
  /** Index into `mentors`; the first one when omitted. */
  mentor?: number;
}

export interface ScenarioMeeting {
  mentor?: number;
  /** Index into `students`; the first one when omitted. */
  student?: number;
  /** An instant, or an Eastern date and time. */
  startsAt: Date | { date: string; time: string };
  type?: SessionType;
  status?: MeetingStatus;
  /** Paid meetings hold their slot for good; unpaid scheduled ones until `holdExpiresAt`. */
  paid?: boolean;
  /** For an unpaid scheduled meeting (required then); it gets an open checkout expiring at the same instant. */
  holdExpiresAt?: Date;
  priceCents?: number;
  /**
   * A paid meeting bought through a paid checkout (its item and the mentor's pending payout), as
   * refunds and payouts need; without it a paid meeting has no checkout.
   */
  payment?: { provider?: "local" | "stripe"; providerPaymentId?: string; amountCents?: number };
}

export interface ScenarioInput {
  mentors?: ScenarioMentor[];
  availability?: ScenarioAvailability[];
  meetings?: ScenarioMeeting[];
  students?: ScenarioStudent[];
}

export interface Scenario {
  mentors: { id: string; email: string; name: string }[];
  students: { id: string; email: string; name: string }[];
  meetings: { id: string; checkoutId: string | null; startsAt: Date }[];
}

/** Every weekday (1..7) at each of the given Eastern hours. */
export function everyDayAt(hours: number[], mentor?: number): ScenarioAvailability[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => hours.map((hour) => ({ mentor, weekday, hour })));
}

export async function createScenario(db: Db, input: ScenarioInput): Promise<Scenario> {
  const tag = randomUUID().slice(0, 8);
  const mentorInputs = input.mentors ?? [];
  const studentInputs = input.students ?? (input.meetings?.length ? [{}] : []);

  const mentors = mentorInputs.map((m, i) => ({
    id: `mentor-${tag}-${i}`,
    email: `mentor-${tag}-${i}@example.edu`,
    name: m.name ?? `Mentor${i} Person`,
  }));
  const students = studentInputs.map((s, i) => ({
    id: `student-${tag}-${i}`,
    email: `student-${tag}-${i}@example.com`,
    name: s.name ?? `Student${i} Person`,
  }));

  const userRows = [
    ...mentors.map((m, i) => ({
      ...m,
      emailVerified: true,
      role: "mentor" as const,
      disabled: mentorInputs[i]!.disabled ?? false,
      locale: mentorInputs[i]!.locale ?? ("en" as const),
    })),
    ...students.map((s, i) => ({
      ...s,
      emailVerified: true,
      role: studentInputs[i]!.role ?? ("student" as const),
      locale: studentInputs[i]!.locale ?? ("en" as const),
      timeZone: studentInputs[i]!.timeZone ?? null,
    })),
  ];
  if (userRows.length > 0) await db.insert(users).values(userRows);
  if (mentors.length > 0) {
    await db.insert(mentorProfiles).values(
      mentors.map((m, i) => {
        const spec = mentorInputs[i]!;
        return {
          userId: m.id,
          major: "computer-science",
          college: "harvard",
          country: "US",
          languages: ["en"],
          interests: ["chess"],
          bio: "Mentor. ".padEnd(80, "-"),
          satScore: spec.satScore ?? null,
          offersSat: spec.offersSat ?? false,
          sessionPriceCents: spec.sessionPriceCents ?? 6000,
          satPriceCents: spec.satPriceCents ?? 8000,
          stripeAccountId: spec.stripeAccountId ?? null,
          stripeConnected: spec.stripeConnected ?? false,
        };
      }),
    );
  }
  const hours = (input.availability ?? []).map((a) => ({ mentorId: mentors[a.mentor ?? 0]!.id, weekday: a.weekday, hour: a.hour }));
  if (hours.length > 0) await db.insert(mentorAvailability).values(hours);

  const created: Scenario["meetings"] = [];
  for (const m of input.meetings ?? []) {
    const mentorIndex = m.mentor ?? 0;
    const mentorId = mentors[mentorIndex]!.id;
    const studentId = students[m.student ?? 0]!.id;
    const startsAt = m.startsAt instanceof Date ? m.startsAt : easternSlotToUtc(m.startsAt.date, m.startsAt.time);
    const priceCents = m.priceCents ?? mentorInputs[mentorIndex]!.sessionPriceCents ?? 6000;
    const status = m.status ?? "scheduled";
    const paid = m.paid ?? false;
    const held = !paid && status === "scheduled";
    if (held && !m.holdExpiresAt) throw new Error("an unpaid scheduled meeting needs holdExpiresAt");
    const id = randomUUID();
    let checkoutId: string | null = null;
    if (held) {
      checkoutId = randomUUID();
      await db.insert(checkouts).values({
        id: checkoutId,
        studentId,
        kind: "single_meeting",
        subtotalCents: priceCents,
        totalCents: priceCents,
        provider: "local",
        providerSessionId: `cs_test_${checkoutId}`,
        expiresAt: m.holdExpiresAt!,
      });
    }
    await db.insert(meetings).values({
      id,
      mentorId,
      studentId,
      checkoutId,
      type: m.type ?? "general",
      startsAt,
      status,
      isPaid: paid,
      holdExpiresAt: held ? m.holdExpiresAt! : null,
      priceCents,
    });
    if (checkoutId) {
      await db.insert(checkoutItems).values({ checkoutId, meetingId: id, mentorId, description: "Scenario meeting", amountCents: priceCents, ...splitCommission(priceCents) });
    }
    if (paid && m.payment) checkoutId = await insertPayment(db, { meetingId: id, mentorId, studentId, amountCents: m.payment.amountCents ?? priceCents, ...m.payment });
    created.push({ id, checkoutId, startsAt });
  }
  return { mentors, students, meetings: created };
}

async function insertPayment(
  db: Db,
  p: { meetingId: string; mentorId: string; studentId: string; amountCents: number; provider?: "local" | "stripe"; providerPaymentId?: string },
) {
  const checkoutId = randomUUID();
  const provider = p.provider ?? "local";
  await db.insert(checkouts).values({
    id: checkoutId,
    studentId: p.studentId,
    kind: "single_meeting",
    status: "paid",
    subtotalCents: p.amountCents,
    totalCents: p.amountCents,
    provider,
    providerSessionId: `cs_test_${checkoutId}`,
    providerPaymentId: p.providerPaymentId ?? `pi_${provider}_${checkoutId.slice(0, 8)}`,
    expiresAt: new Date(),
    paidAt: new Date(),
  });
  await db.update(meetings).set({ checkoutId }).where(eq(meetings.id, p.meetingId));
  const split = splitCommission(p.amountCents);
  const [item] = await db
    .insert(checkoutItems)
    .values({ checkoutId, meetingId: p.meetingId, mentorId: p.mentorId, description: "Scenario meeting", amountCents: p.amountCents, ...split })
    .returning({ id: checkoutItems.id });
  await db.insert(mentorPayouts).values({ mentorId: p.mentorId, checkoutItemId: item!.id, amountCents: split.mentorPayoutCents, status: "pending" });
  return checkoutId;
}

export interface RecordingGateway extends PaymentGateway {
  /** Every createSession input, in call order. */
  sessions: CreateGatewaySessionInput[];
  /** Every session id expireSession was asked about. */
  expired: string[];
  /** Makes the next createSession calls throw (a provider outage). */
  failing: boolean;
  /** Session ids whose expireSession answers "paid" (paid at the last moment). */
  paidSessions: Set<string>;
}

/** A payment gateway that only records what it is asked; sessions live at https://pay.test/<checkoutId>. */
export function recordingGateway(provider: "local" | "stripe" = "local"): RecordingGateway {
  const gateway: RecordingGateway = {
    provider,
    sessions: [],
    expired: [],
    failing: false,
    paidSessions: new Set(),
    async createSession(input) {
      if (gateway.failing) throw new Error("payment provider unavailable");
      gateway.sessions.push(input);
      return { provider, sessionId: `cs_test_${input.checkoutId}`, url: `https://pay.test/${input.checkoutId}` };
    },
    async expireSession(sessionId) {
      gateway.expired.push(sessionId);
      return gateway.paidSessions.has(sessionId) ? "paid" : "expired";
    },
    async transferToMentor() {
      throw new Error("recordingGateway does not transfer money");
    },
    async refundPayment() {
      throw new Error("recordingGateway does not refund money");
    },
  };
  return gateway;
}
