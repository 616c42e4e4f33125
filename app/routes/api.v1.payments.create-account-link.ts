import type { Route } from "./+types/api.v1.payments.create-account-link";
import { handlePayoutCall, noStore, payoutMethodNotAllowed } from "~/features/payments/payout-api.server";
import { balanceUrlFor, onboardingUrlFor } from "~/features/payments/payout-urls";

// POST /api/v1/payments/create-account-link (spec §7): where the signed-in mentor finishes
// onboarding their own account (never an account named in the request). Answers { data: url }.
export async function action(args: Route.ActionArgs) {
  return handlePayoutCall(args, async ({ services, account, stripe, fail }) => {
    if (!account.accountId) return fail("conflict");
    if (stripe) {
      const back = balanceUrlFor(services.config.appUrl);
      return Response.json({ data: await stripe.createOnboardingLink({ accountId: account.accountId, returnUrl: back, refreshUrl: back }) }, { headers: noStore });
    }
    return Response.json({ data: onboardingUrlFor(services.config.appUrl) }, { headers: noStore });
  });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return payoutMethodNotAllowed(context);
}
