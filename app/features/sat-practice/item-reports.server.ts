import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItemReports, satItems, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";

export const REPORTS_PAGE_SIZE = 20;
export const REPORT_RESOLVED_ACTION = "sat_report.resolved";

/** The admin's list of open reports, newest first, paged in SQL, with the question's stem. */
export async function listOpenItemReports(db: Db, page: number) {
  const where = eq(satItemReports.status, "open");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: satItemReports.id,
        itemId: satItemReports.itemId,
        message: satItemReports.message,
        createdAt: satItemReports.createdAt,
        reporter: users.name,
        subsectionId: satItems.subsectionId,
        skill: satItems.skill,
        prompt: satItems.prompt,
        answer: satItems.answer,
      })
      .from(satItemReports)
      .innerJoin(satItems, eq(satItems.id, satItemReports.itemId))
      .innerJoin(users, eq(users.id, satItemReports.userId))
      .where(where)
      .orderBy(desc(satItemReports.createdAt), desc(satItemReports.id))
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    db.select({ n: count() }).from(satItemReports).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0 };
}

/** Closes a report (the item was fixed or the report was wrong), with its audit row in one transaction. */
export async function resolveItemReport(db: Db, actor: AuditActor, reportId: string, now: Date): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(satItemReports)
      .set({ status: "resolved", resolvedAt: now })
      .where(and(eq(satItemReports.id, reportId), eq(satItemReports.status, "open")))
      .returning({ id: satItemReports.id, itemId: satItemReports.itemId });
    if (!resolved) {
      const [existing] = await tx.select({ id: satItemReports.id }).from(satItemReports).where(eq(satItemReports.id, reportId));
      if (!existing) throw new AppError("not_found");
      return { changed: false };
    }
    await recordAudit(tx, actor, {
      action: REPORT_RESOLVED_ACTION,
      subjectType: "sat_report",
      subjectId: reportId,
      before: { status: "open", itemId: resolved.itemId },
      after: { status: "resolved" },
    });
    return { changed: true };
  });
}
