import type { Route } from "./+types/api.v1.payments.check-account-status";
import { markPayoutAccountConnected } from "~/features/payments/transfer-owed-payouts.server";
import { handlePayoutCall, noStore, payoutMethodNotAllowed } from "~/features/payments/payout-api.server";

// POST /api/v1/payments/check-account-status (spec §7): whether the signed-in mentor's own payout
// account is connected. Answers { accountStatus: "connected" | "pending" | "none" }.
export async function action(args: Route.ActionArgs) {
  return handlePayoutCall(args, async ({ db, services, mentorId, account, stripe }) => {
    let connected = account.connected;
    // With Stripe, asking also records a finished onboarding (as the account.updated event would).
    if (stripe && account.accountId && !connected && (await stripe.isConnected(account.accountId))) {
      const accountId = account.accountId;
      if (await db.transaction((tx) => markPayoutAccountConnected(tx, { accountId, mentorId }))) services.notifyJobs();
      connected = true;
    }
    const accountStatus = connected ? "connected" : account.accountId ? "pending" : "none";
    return Response.json({ accountStatus }, { headers: noStore });
  });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return payoutMethodNotAllowed(context);
}
