import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema";

/** Accounts made by the local onboarding page (no Stripe key): never sent to Stripe. */
export const LOCAL_ACCOUNT_PREFIX = "acct_local_";

/**
 * The Stripe account a mentor's share can be transferred to: connected, and a real Stripe account
 * (a local test account never goes to Stripe). Null when there is none.
 */
export function transferableAccountId(account: { accountId: string | null; connected: boolean | null }): string | null {
  const { accountId, connected } = account;
  return connected && accountId && !accountId.startsWith(LOCAL_ACCOUNT_PREFIX) ? accountId : null;
}

export interface PayoutAccount {
  accountId: string | null;
  connected: boolean;
}

/** The mentor's payout account as we recorded it; null when the mentor has no profile. */
export async function getPayoutAccount(db: DbOrTx, mentorId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .select({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentorId));
  return row ? { accountId: row.accountId, connected: row.connected && !!row.accountId } : null;
}

function newLocalAccountId(): string {
  return `${LOCAL_ACCOUNT_PREFIX}${randomBytes(12).toString("hex")}`;
}

/**
 * The local create-account: gives the mentor a test account, not yet connected. A mentor who has
 * one keeps it, so creating twice answers the same account. Null when the mentor has no profile.
 */
export async function createLocalPayoutAccount(db: DbOrTx, mentorId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .update(mentorProfiles)
    .set({ stripeAccountId: sql`coalesce(${mentorProfiles.stripeAccountId}, ${newLocalAccountId()})` })
    .where(eq(mentorProfiles.userId, mentorId))
    .returning({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected });
  return row ? { accountId: row.accountId, connected: row.connected && !!row.accountId } : null;
}

/**
 * The local onboarding's "connect": gives the mentor a test account (kept if one exists) and marks
 * it connected. Repeating it changes nothing. Null when the mentor has no profile.
 */
export async function connectLocalPayoutAccount(db: DbOrTx, mentorId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .update(mentorProfiles)
    .set({
      stripeAccountId: sql`coalesce(${mentorProfiles.stripeAccountId}, ${newLocalAccountId()})`,
      stripeConnected: true,
    })
    .where(eq(mentorProfiles.userId, mentorId))
    .returning({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected });
  return row ? { accountId: row.accountId, connected: row.connected } : null;
}

/**
 * Records a Stripe account made for the mentor. A mentor who already has one keeps it (Stripe
 * answers the same account to the same idempotency key, so a race ends with one account).
 */
export async function recordStripePayoutAccount(db: DbOrTx, mentorId: string, accountId: string): Promise<string> {
  const [row] = await db
    .update(mentorProfiles)
    .set({ stripeAccountId: sql`coalesce(${mentorProfiles.stripeAccountId}, ${accountId})` })
    .where(eq(mentorProfiles.userId, mentorId))
    .returning({ accountId: mentorProfiles.stripeAccountId });
  return row?.accountId ?? accountId;
}
