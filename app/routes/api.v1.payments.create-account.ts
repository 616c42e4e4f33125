import type { Route } from "./+types/api.v1.payments.create-account";
import { handlePayoutCall, noStore, payoutMethodNotAllowed } from "~/features/payments/payout-api.server";
import { createLocalPayoutAccount } from "~/features/payments/payout-account.server";
import { onboardingUrlFor } from "~/features/payments/payout-urls";
import { startStripeOnboarding } from "~/features/payments/start-stripe-onboarding.server";

// POST /api/v1/payments/create-account (spec §7): the signed-in mentor's payout account, created
// once; a repeat answers the same account. Answers account_id and where onboarding starts (with
// Stripe: an Express account and its onboarding link).
export async function action(args: Route.ActionArgs) {
  return handlePayoutCall(args, async ({ db, services, mentorId, email, account: existing, stripe }) => {
    if (stripe) {
      const started = await startStripeOnboarding(db, stripe, { mentorId, email, existingAccountId: existing.accountId, appUrl: services.config.appUrl });
      return Response.json({ account_id: started.accountId, url: started.url }, { headers: noStore });
    }
    const account = await createLocalPayoutAccount(db, mentorId);
    return Response.json({ account_id: account!.accountId, url: onboardingUrlFor(services.config.appUrl) }, { headers: noStore });
  });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return payoutMethodNotAllowed(context);
}
