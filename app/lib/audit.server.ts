import type { Tx } from "~/db/db.server";
import { auditLog } from "~/db/schema";

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  /** Dotted verb: "meeting.email_flag_set", "blog_post.published", "lead.deleted", … */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The fields the action changed, as they were and as they are; null for create or delete. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin action. Takes the transaction that makes the change, never the pool: the row
 * then commits or rolls back with it. `actor` null means the system (a scheduled job).
 */
export async function recordAudit(tx: Tx, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? "system",
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
