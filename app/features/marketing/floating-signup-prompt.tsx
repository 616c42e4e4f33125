import { Sparkles, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { useViewer } from "~/lib/use-user";
import { dismissPrompt, isPromptDismissed, subscribeDismissal } from "./dismissal-store";
import { showsSignupPrompt } from "./signup-prompt-rules";

/**
 * 'Get Started Free' for visitors (spec §2 "Floating sign-up prompt"), rendered by the root
 * between the page and the footer. It starts hidden (the server cannot read the dismissal) and
 * appears once the browser knows it was not dismissed. From the small breakpoint up it floats at
 * the bottom of the window and comes to rest above the footer (sticky), never over it; on phones
 * it stays in the page's flow, so it never covers a form or a button.
 */
export function FloatingSignupPrompt() {
  const { t } = useTranslation("marketing");
  const viewer = useViewer();
  const { pathname } = useLocation();
  // The server cannot read the dismissal: it renders the prompt as dismissed, the browser then knows.
  const dismissed = useSyncExternalStore(subscribeDismissal, isPromptDismissed, () => true);

  if (!showsSignupPrompt({ signedIn: viewer !== null, dismissed, pathname })) return null;
  return (
    <aside
      aria-label={t("prompt.label")}
      data-testid="floating-signup-prompt"
      className="pointer-events-none z-40 flex justify-end px-4 py-4 sm:sticky sm:bottom-0 sm:px-6 lg:px-8"
    >
      <div className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl bg-brand-950 py-2 pr-2 pl-4 text-white shadow-2xl ring-1 ring-white/10 sm:w-auto">
        <Sparkles className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
        <p className="flex-1 text-sm text-slate-200">{t("prompt.text")}</p>
        <Link
          to="/signup"
          className="inline-flex h-10 shrink-0 items-center rounded-lg bg-accent-400 px-4 text-sm font-semibold text-brand-950 hover:bg-accent-300 focus-visible:focus-ring focus-ring-accent-300"
        >
          {t("prompt.cta")}
        </Link>
        <button
          type="button"
          onClick={dismissPrompt}
          aria-label={t("prompt.dismiss")}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus-visible:focus-ring focus-ring-accent-300"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
