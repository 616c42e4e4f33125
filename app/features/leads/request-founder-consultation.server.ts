import type { Db } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { AppError } from "~/lib/errors";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { storeLead } from "./capture-lead.server";
import type { FounderConsultationRequest } from "./founder-consultation-schema";

export const FOUNDER_CONSULTATION_SOURCE = "founder-consultation";
export const FOUNDER_CONSULTATION_PAGE = "/founder-consultation";
/** Per client address: a school may send a few requests; a script may not fill the team's inbox. */
export const CONSULTATION_IP_RULE: RateRule = { window: 60 * 60, max: 5 };

/**
 * A school asks the founders for a consultation: the lead (source "founder-consultation") and the
 * email to the team are written in one transaction, so the team hears of every recorded request
 * and of nothing that was not recorded. Every request is emailed (a school may write again with
 * more detail); the lead stays one row per address. A filled honeypot stores and sends nothing.
 * The caller wakes the outbox after it returns.
 */
export async function requestFounderConsultation(
  db: Db,
  request: FounderConsultationRequest & { honeypot?: string | null },
  { clientIp, teamAddress, now = new Date() }: { clientIp: string; teamAddress: string; now?: Date },
): Promise<{ emailed: boolean }> {
  const limit = await consumeRateLimit(db, `founder-consultation:ip:${clientIp}`, CONSULTATION_IP_RULE, now);
  if (!limit.allowed) throw new AppError("too_many_requests", { retryAfter: limit.retryAfter });
  if (request.honeypot) return { emailed: false };
  await db.transaction(async (tx) => {
    await storeLead(tx, { email: request.email, source: FOUNDER_CONSULTATION_SOURCE, page: FOUNDER_CONSULTATION_PAGE });
    await enqueueEmail(tx, { to: teamAddress, subject: `Founder consultation request: ${request.school}`, text: consultationText(request) });
  });
  return { emailed: true };
}

function consultationText(request: FounderConsultationRequest): string {
  return [
    "A founder consultation was requested on /founder-consultation.",
    "",
    `Name: ${request.name}`,
    `School or organisation: ${request.school}`,
    `Role: ${request.role}`,
    `Email: ${request.email}`,
    `Number of students: ${request.students}`,
    "",
    "Message:",
    request.message || "(none)",
    "",
    "Reply to the requester's address above to arrange the call.",
  ].join("\n");
}
