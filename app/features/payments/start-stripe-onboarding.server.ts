import type { DbOrTx } from "~/db/db.server";
import { recordStripePayoutAccount } from "./payout-account.server";
import { balanceUrlFor } from "./payout-urls";
import type { StripePayoutAccounts } from "./stripe-payout-accounts.server";

/**
 * The mentor's Express account (made once: kept when recorded, and Stripe answers the same account
 * to the mentor's idempotency key) and a fresh onboarding link that returns to the dashboard.
 */
export async function startStripeOnboarding(
  db: DbOrTx,
  stripe: StripePayoutAccounts,
  input: { mentorId: string; email: string; existingAccountId: string | null; appUrl: string },
): Promise<{ accountId: string; url: string }> {
  const accountId = input.existingAccountId ?? (await recordStripePayoutAccount(db, input.mentorId, await stripe.createExpressAccount({ mentorId: input.mentorId, email: input.email })));
  const back = balanceUrlFor(input.appUrl);
  return { accountId, url: await stripe.createOnboardingLink({ accountId, returnUrl: back, refreshUrl: back }) };
}
