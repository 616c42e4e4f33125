// Pages where a 'Get Started Free' prompt would be in the way: signing up or in already, or a form.
const QUIET_PATHS = [
  "/signup",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/sign-in-link",
  "/create-mentor-profile",
  "/founder-consultation",
];

/** Whether the floating sign-up prompt shows: to visitors who have not dismissed it, off the quiet pages. */
export function showsSignupPrompt({ signedIn, dismissed, pathname }: { signedIn: boolean; dismissed: boolean; pathname: string }): boolean {
  if (signedIn || dismissed) return false;
  return !QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
