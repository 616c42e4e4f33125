import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { findMathTemplate, mathItemFromTemplate } from "~content/sat/bank";
import { hashSeed } from "~content/sat/rng";
import type { Db } from "~/db/db.server";
import { satItems, satReviewCards } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { REVIEW_SIZE, REVIEW_SUBSECTIONS, type PracticeSubject } from "./practice-subject";
import { findOpenSession, openSession, type PracticeTimers } from "./start-practice-session.server";
import { satItemRow } from "./sync-sat-bank.server";

/**
 * A session of the items due in the student's error log for one subject, most overdue first. A
 * missed math item comes back as a fresh variant of its template (new numbers, same skill), so
 * the student cannot answer from memory; a reading and writing item comes back as it was.
 */
export async function startReviewSession(
  db: Db,
  input: { userId: string; subject: PracticeSubject; timers: PracticeTimers; now: Date },
): Promise<{ sessionId: string }> {
  const subsectionId = REVIEW_SUBSECTIONS[input.subject];
  const open = await findOpenSession(db, input.userId, subsectionId);
  if (open) return open;

  const due = await db
    .select({ itemId: satReviewCards.itemId, reviews: satReviewCards.reviews, templateId: satItems.templateId, subsectionId: satItems.subsectionId })
    .from(satReviewCards)
    .innerJoin(satItems, eq(satItems.id, satReviewCards.itemId))
    .where(and(eq(satReviewCards.userId, input.userId), lte(satReviewCards.due, input.now), eq(satItems.subject, input.subject)))
    .orderBy(asc(satReviewCards.due), asc(satReviewCards.itemId))
    .limit(REVIEW_SIZE);
  if (due.length === 0) throw new AppError("practice_nothing_to_review");

  const itemIds: string[] = [];
  const variants = [];
  for (const card of due) {
    const template = card.templateId ? findMathTemplate(card.templateId) : undefined;
    if (!template) {
      itemIds.push(card.itemId);
      continue;
    }
    const seed = hashSeed(`${input.userId}:${card.itemId}:${card.reviews}`);
    const id = `${template.id}~r${seed}`;
    const item = mathItemFromTemplate(template, seed, { id, subsectionId: card.subsectionId, keyPosition: seed % 4 });
    variants.push(satItemRow(item, { variantOf: card.itemId }));
    itemIds.push(id);
  }
  if (variants.length > 0) {
    await db.insert(satItems).values(variants).onConflictDoNothing();
    const stored = await db.select({ id: satItems.id }).from(satItems).where(inArray(satItems.id, variants.map((v) => v.id)));
    if (stored.length !== variants.length) throw new Error("review variants were not stored");
  }
  return openSession(db, { userId: input.userId, subsectionId, kind: "review", itemIds, timers: input.timers, now: input.now });
}
