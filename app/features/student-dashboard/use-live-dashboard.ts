import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often an open My Sessions dialog reloads its data (a session paid in another tab, a link that opens). */
export const OPEN_DIALOG_REFRESH_MS = 30_000;

/**
 * Reloads the page's data when the window gets the focus back or the tab becomes visible again
 * (a session paid in another tab then shows at once), and every `intervalMs` while `polling`.
 */
export function useLiveDashboard({ polling, intervalMs = OPEN_DIALOG_REFRESH_MS }: { polling: boolean; intervalMs?: number }) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const idle = revalidator.state === "idle";

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidate]);

  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [polling, intervalMs, revalidate]);

  return { refreshing: !idle };
}
