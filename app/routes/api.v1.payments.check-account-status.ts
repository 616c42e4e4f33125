import type { Route } from "./+types/api.v1.payments.check-account-status";
import { handlePayoutCall, noStore, payoutMethodNotAllowed } from "~/features/payments/payout-api.server";

// POST /api/v1/payments/check-account-status (spec §7): whether the signed-in mentor's own payout
// account is connected. Answers { accountStatus: "connected" | "pending" | "none" }.
export async function action(args: Route.ActionArgs) {
  return handlePayoutCall(args, async ({ account }) => {
    const accountStatus = account.connected ? "connected" : account.accountId ? "pending" : "none";
    return Response.json({ accountStatus }, { headers: noStore });
  });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return payoutMethodNotAllowed(context);
}
