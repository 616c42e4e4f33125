/** Where the local test onboarding lives (the payout provider's onboarding stands in here without Stripe). */
export const LOCAL_ONBOARDING_PATH = "/payouts/local-onboarding";
/** Our addresses that send a mentor on to Stripe's onboarding and Express dashboard (routes/payouts.stripe.ts). */
export const STRIPE_ONBOARDING_PATH = "/payouts/stripe/onboarding";
export const STRIPE_DASHBOARD_PATH = "/payouts/stripe/dashboard";
/** Where the local balance is shown: the mentor dashboard's Total Earnings. */
export const LOCAL_BALANCE_PATH = "/mentor-dashboard";

export function onboardingUrlFor(appUrl: string): string {
  return `${appUrl.replace(/\/$/, "")}${LOCAL_ONBOARDING_PATH}`;
}

export function balanceUrlFor(appUrl: string): string {
  return `${appUrl.replace(/\/$/, "")}${LOCAL_BALANCE_PATH}`;
}
