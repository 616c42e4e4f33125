import { and, eq, sql } from "drizzle-orm";
import { createEmptyCard, fsrs, Rating, TypeConvert, type Card } from "ts-fsrs";
import type { DbOrTx } from "~/db/db.server";
import { satReviewCards } from "~/db/schema";

// Days, not minutes: an error-log item comes back the next day at the earliest, then on the
// spacing FSRS computes from how the student did. No fuzz, so a schedule can be tested exactly.
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** The card after one more answer: Again for a miss, Good for a right answer. */
export function nextCard(card: Card | undefined, correct: boolean, now: Date): Card {
  return scheduler.next(card ?? createEmptyCard(now), now, correct ? Rating.Good : Rating.Again).card;
}

/**
 * Records an answer to a bank item in the student's error log: a miss opens (or lapses) the
 * item's card; a right answer moves an existing card on. Items never missed get no card.
 */
export async function recordReview(tx: DbOrTx, input: { userId: string; itemId: string; correct: boolean; now: Date }): Promise<void> {
  const where = and(eq(satReviewCards.userId, input.userId), eq(satReviewCards.itemId, input.itemId));
  const [existing] = await tx.select({ card: satReviewCards.card }).from(satReviewCards).where(where).for("update");
  if (!existing && input.correct) return;
  const card = nextCard(existing ? TypeConvert.card(existing.card as Card) : undefined, input.correct, input.now);
  const values = {
    card: card as unknown as Record<string, unknown>,
    due: card.due,
    lapses: card.lapses,
    reviews: card.reps,
  };
  if (existing) {
    await tx.update(satReviewCards).set(values).where(where);
    return;
  }
  await tx
    .insert(satReviewCards)
    .values({ userId: input.userId, itemId: input.itemId, ...values })
    .onConflictDoUpdate({ target: [satReviewCards.userId, satReviewCards.itemId], set: { ...values, updatedAt: sql`now()` } });
}
