import type Stripe from "stripe";

/** Stripe Connect for a mentor's payout account: Express accounts, onboarding links, status, balance. */
export interface StripePayoutAccounts {
  /** One Express account per mentor: the mentor's id is the idempotency key, so a retry answers the same account. */
  createExpressAccount(input: { mentorId: string; email: string }): Promise<string>;
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Connected: onboarding finished and the account can take charges. */
  isConnected(accountId: string): Promise<boolean>;
  balanceOf(accountId: string): Promise<{ pending: BalanceAmount[]; available: BalanceAmount[] }>;
  /** A one-time sign-in to the mentor's Express dashboard (their balance and payouts). */
  createDashboardLink(accountId: string): Promise<string>;
}

export interface BalanceAmount {
  amount: number;
  currency: string;
}

export function stripePayoutAccounts(stripe: Stripe): StripePayoutAccounts {
  return {
    async createExpressAccount({ mentorId, email }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { mentorId },
        },
        { idempotencyKey: `payout-account:${mentorId}` },
      );
      return account.id;
    },
    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, type: "account_onboarding", return_url: returnUrl, refresh_url: refreshUrl });
      return link.url;
    },
    async isConnected(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return account.details_submitted === true && account.charges_enabled === true;
    },
    async balanceOf(accountId) {
      const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
      const amounts = (list: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) => list.map((b) => ({ amount: b.amount, currency: b.currency }));
      return { pending: amounts(balance.pending), available: amounts(balance.available) };
    },
    async createDashboardLink(accountId) {
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },
  };
}
