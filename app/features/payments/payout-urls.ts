/** Where the local test onboarding lives (the payout provider's onboarding stands in here without Stripe). */
export const LOCAL_ONBOARDING_PATH = "/payouts/local-onboarding";
/** Where the local balance is shown: the mentor dashboard's Total Earnings. */
export const LOCAL_BALANCE_PATH = "/mentor-dashboard";

export function onboardingUrlFor(appUrl: string): string {
  return `${appUrl.replace(/\/$/, "")}${LOCAL_ONBOARDING_PATH}`;
}

export function balanceUrlFor(appUrl: string): string {
  return `${appUrl.replace(/\/$/, "")}${LOCAL_BALANCE_PATH}`;
}
