import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §4/§9: the demo's success banner clears after 3 seconds. */
export const BANNER_MS = 3000;

/** A message that clears itself `ms` after it was last shown. */
export function useTimedMessage(ms = BANNER_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
