import { useEffect, useState } from "react";

/**
 * Seconds until `deadlineAt` by the server's clock: the page is given the server's `now` with the
 * deadline, so a wrong clock in the browser changes nothing. Calls `onZero` once when it runs out.
 */
export function useServerCountdown(deadlineAt: string, serverNow: string, onZero: () => void): number {
  const total = secondsUntil(deadlineAt, serverNow);
  const [left, setLeft] = useState(total);
  useEffect(() => {
    const end = Date.now() + total * 1000;
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        onZero();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
    // onZero is read when the time runs out; restarting on its identity would reset the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total, deadlineAt]);
  return left;
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** Whole seconds from the server's `now` to a deadline, never negative. */
export function secondsUntil(deadlineAt: string, serverNow: string): number {
  return Math.max(0, Math.round((Date.parse(deadlineAt) - Date.parse(serverNow)) / 1000));
}
