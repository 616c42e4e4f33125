import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Calls `onAnswer` once per answer a fetcher gets, when it is idle again, and returns that answer
 * (undefined while it is busy or before the first). Keyed on the fetcher's state as well as its
 * answer: React Router keeps the answer outside React's state, so a render React throws away can
 * see it first, and an effect keyed on the answer alone may then never run (decision 0022).
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (answer: T) => void): T | undefined {
  const handled = useRef<T | undefined>(undefined);
  const settle = useEffectEvent(onAnswer);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    settle(answer);
  }, [fetcher.state, answer]);
  return answer;
}
