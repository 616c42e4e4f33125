import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/payouts.stripe";
import { getPayoutAccount } from "~/features/payments/payout-account.server";
import { stripePayoutsOf } from "~/features/payments/payout-api.server";
import { startStripeOnboarding } from "~/features/payments/start-stripe-onboarding.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

// GET /payouts/stripe/onboarding and /payouts/stripe/dashboard (with STRIPE_SECRET_KEY): send the
// signed-in mentor to Stripe, to finish onboarding their own Express account or to its dashboard
// (balance and payouts). Opened from the dashboard's onboarding modal and Earnings tile.
const targetSchema = z.enum(["onboarding", "dashboard"]);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  const services = getServices(args.context);
  const target = targetSchema.safeParse(args.params.target);
  const stripe = stripePayoutsOf(services);
  if (!target.success || !stripe) throw data(null, { status: 404 });
  const account = await getPayoutAccount(services.db, user.id);
  if (!account) throw redirect("/mentor-dashboard");
  if (target.data === "dashboard" && account.connected && account.accountId) {
    throw redirect(await stripe.createDashboardLink(account.accountId), { headers: { "Cache-Control": "no-store" } });
  }
  // Not connected yet: the dashboard link leads to onboarding too.
  const started = await startStripeOnboarding(services.db, stripe, { mentorId: user.id, email: user.email, existingAccountId: account.accountId, appUrl: services.config.appUrl });
  throw redirect(started.url, { headers: { "Cache-Control": "no-store" } });
}
