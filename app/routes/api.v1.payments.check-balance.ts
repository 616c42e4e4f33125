import type { Route } from "./+types/api.v1.payments.check-balance";
import { getMentorEarnings } from "~/features/mentor-dashboard/get-mentor-earnings.server";
import { handlePayoutCall, noStore, payoutMethodNotAllowed } from "~/features/payments/payout-api.server";
import { balanceUrlFor } from "~/features/payments/payout-urls";

// POST /api/v1/payments/check-balance (spec §7): the signed-in mentor's own balance from our
// ledger (with Stripe: the connected account's balance and an Express dashboard link), in Stripe's shape (lists of amounts in cents per currency), and where it is shown.
export async function action(args: Route.ActionArgs) {
  return handlePayoutCall(args, async ({ db, services, mentorId, account, stripe, fail }) => {
    if (stripe) {
      // The connected account's own balance, and a sign-in to its Express dashboard.
      if (!account.accountId || !account.connected) return fail("conflict");
      const balance = await stripe.balanceOf(account.accountId);
      return Response.json({ ...balance, url: await stripe.createDashboardLink(account.accountId) }, { headers: noStore });
    }
    const earnings = await getMentorEarnings(db, mentorId, services.clock.now());
    return Response.json(
      {
        pending: [{ amount: earnings.pendingCents, currency: "usd" }],
        available: [{ amount: earnings.availableCents, currency: "usd" }],
        url: balanceUrlFor(services.config.appUrl),
      },
      { headers: noStore },
    );
  });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return payoutMethodNotAllowed(context);
}
