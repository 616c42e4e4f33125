import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { auditLog } from "~/db/schema";
import { pageCountOf, type Paged } from "~/features/admin/admin-paging";

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityEntry {
  id: string;
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/** The audit log, newest first, one page of it. */
export async function listAuditLog(db: DbOrTx, page: number): Promise<Paged<ActivityEntry>> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: auditLog.actorName,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      total: sql<string>`count(*) over ()`,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? await countAuditRows(db) : 0;
  return {
    rows: rows.map(({ total: _, before, after, ...row }) => ({ ...row, before: asRecord(before), after: asRecord(after) })),
    page,
    pageCount: pageCountOf(total, ACTIVITY_PAGE_SIZE),
    total,
  };
}

async function countAuditRows(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(auditLog);
  return Number(row?.n ?? 0);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
