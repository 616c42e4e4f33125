import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often an open My Sessions dialog reloads its data (a session paid in another tab, a link that opens). */
export const OPEN_DIALOG_REFRESH_MS = 30_000;
/** Coming back to a tab fires both focus and visibilitychange: one reload is enough. */
const MIN_GAP_MS = 2_000;

/**
 * Reloads the page's data (every loader of the page) when the window gets the focus back or the tab becomes visible again
 * (a session paid in another tab then shows at once), and every `intervalMs` while `polling`.
 */
export function useLiveData({ polling, intervalMs = OPEN_DIALOG_REFRESH_MS }: { polling: boolean; intervalMs?: number }) {
  const { revalidate } = useRevalidator();
  const last = useRef(0);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== "visible" || Date.now() - last.current < MIN_GAP_MS) return;
      last.current = Date.now();
      void revalidate();
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
      if (document.visibilityState !== "visible") return;
      last.current = Date.now();
      void revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [polling, intervalMs, revalidate]);
}
