import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { leads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import type { LeadCaptureInput } from "./lead-fields";

/** Per client address: a class on one school network still fits, a script does not. */
export const LEAD_IP_RULE: RateRule = { window: 60 * 60, max: 20 };

/**
 * Records a lead: its address, the form (source) and the page it was on. One row per address and
 * source (the unique index on lower(email), source): a repeat keeps the first row, with its
 * original date and page, so the date says when this person first asked. Returns whether a new
 * row was written.
 */
export async function storeLead(db: DbOrTx, lead: LeadCaptureInput): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(leads)
    .values({ email: lead.email.toLowerCase(), source: lead.source, page: lead.page })
    .onConflictDoNothing()
    .returning({ id: leads.id });
  return { created: inserted.length > 0 };
}

/**
 * The public lead forms' service: a filled honeypot is answered like a success and stores
 * nothing; every request counts against the client's address, refused ones too.
 */
export async function captureLead(
  db: DbOrTx,
  lead: LeadCaptureInput & { honeypot?: string | null },
  { clientIp, now = new Date() }: { clientIp: string; now?: Date },
): Promise<{ created: boolean }> {
  const limit = await consumeRateLimit(db, `lead:ip:${clientIp}`, LEAD_IP_RULE, now);
  if (!limit.allowed) throw new AppError("too_many_requests", { retryAfter: limit.retryAfter });
  if (lead.honeypot) return { created: false };
  return storeLead(db, lead);
}

/**
 * Marks every lead of an address converted: called when that address signs up. Sign-up stores
 * addresses in lower case and leads compare in lower case.
 */
export async function markLeadsConverted(db: DbOrTx, email: string): Promise<number> {
  const updated = await db
    .update(leads)
    .set({ converted: true })
    .where(sql`lower(${leads.email}) = ${email.toLowerCase()} and not ${leads.converted}`)
    .returning({ id: leads.id });
  return updated.length;
}
