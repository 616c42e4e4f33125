import { lazy, Suspense, useEffect, useState } from "react";

const SignupPromptDialog = lazy(() => import("./signup-prompt-dialog").then((module) => ({ default: module.SignupPromptDialog })));

/** Spec §9: the sign-up prompt appears after a visitor has browsed for this long. */
export const SIGNUP_PROMPT_DELAY_MS = 30_000;

/**
 * A dismissible invitation to sign up, shown once per visit after the delay. The dialog (and its
 * dialog library) loads when it is due, not with the list: most visits end before.
 */
export function SignupPrompt() {
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDue(true);
      setOpen(true);
    }, SIGNUP_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <SignupPromptDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
