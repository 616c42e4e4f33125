import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItemReports, satItems } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";

const REPORTS_PER_DAY = { window: 24 * 3600, max: 20 };

/**
 * 'Report a problem with this question': one open report per student and item (a resend keeps
 * the first), at most 20 a day per student. The admin sees it in the SAT reports tab.
 */
export async function reportItem(db: Db, input: { userId: string; itemId: string; message: string; now: Date }): Promise<{ created: boolean }> {
  const [item] = await db.select({ id: satItems.id }).from(satItems).where(eq(satItems.id, input.itemId));
  if (!item) throw new AppError("sat_item_not_found");
  const [open] = await db
    .select({ id: satItemReports.id })
    .from(satItemReports)
    .where(and(eq(satItemReports.userId, input.userId), eq(satItemReports.itemId, input.itemId), eq(satItemReports.status, "open")));
  if (open) return { created: false };
  const limit = await consumeRateLimit(db, `sat-report:${input.userId}`, REPORTS_PER_DAY, input.now);
  if (!limit.allowed) throw new AppError("too_many_requests");
  const created = await db
    .insert(satItemReports)
    .values({ itemId: input.itemId, userId: input.userId, message: input.message })
    .onConflictDoNothing()
    .returning({ id: satItemReports.id });
  return { created: created.length > 0 };
}
