/**
 * The server's idea of "now" for rules that depend on it (a meeting has started, so it can be
 * rated). Production uses the system clock. A server started with TEST_CLOCK=1 (end-to-end tests
 * only) gets an adjustable one, moved forward through its test-only endpoint (server/test-clock.ts);
 * integration tests pass `now` to services directly.
 */
export interface Clock {
  now(): Date;
}

export interface AdjustableClock extends Clock {
  /** How far this clock runs ahead of (or behind) the system clock, in milliseconds. */
  readonly offsetMs: number;
  setOffset(offsetMs: number): void;
}

export const systemClock: Clock = { now: () => new Date() };

export function createAdjustableClock(base: () => number = Date.now): AdjustableClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => new Date(base() + offsetMs),
    setOffset(next) {
      if (!Number.isSafeInteger(next)) throw new RangeError("offset must be a whole number of milliseconds");
      offsetMs = next;
    },
  };
}
