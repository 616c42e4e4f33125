import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { leads } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";

/**
 * Spec §4: an admin marks a lead converted or not. Setting the value it already has changes
 * nothing and records nothing (a repeated click).
 */
export async function setLeadConverted(db: Db, actor: AuditActor, { leadId, converted }: { leadId: string; converted: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const [lead] = await tx.select({ converted: leads.converted }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw new AppError("not_found");
    if (lead.converted === converted) return;
    await tx.update(leads).set({ converted }).where(eq(leads.id, leadId));
    await recordAudit(tx, actor, {
      action: converted ? "lead.converted" : "lead.unconverted",
      subjectType: "lead",
      subjectId: leadId,
      before: { converted: lead.converted },
      after: { converted },
    });
  });
}

/** Spec §4: an admin deletes a lead (after confirming). Deleting one already gone answers not_found. */
export async function deleteLead(db: Db, actor: AuditActor, leadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(leads)
      .where(eq(leads.id, leadId))
      .returning({ email: leads.email, source: leads.source, page: leads.page, converted: leads.converted });
    if (!deleted) throw new AppError("not_found");
    // The row is gone: its fields stay in the audit trail.
    await recordAudit(tx, actor, { action: "lead.deleted", subjectType: "lead", subjectId: leadId, before: deleted, after: null });
  });
}
