export interface PollLoopOptions {
  /** One pass of work; resolve true when more is due right now (e.g. a full batch). */
  runOnce(): Promise<boolean>;
  onError(error: unknown): void;
  intervalMs: number;
  /** Run a first pass right away (work left over by a previous process). Default true. */
  runAtStart?: boolean;
}

export interface PollLoop {
  /** Run a pass soon; calls during a pass are folded into one follow-up pass. */
  notify(): void;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** A timer plus wake-ups that never runs two passes of the same work at once. */
export function startPollLoop({ runOnce, onError, intervalMs, runAtStart = true }: PollLoopOptions): PollLoop {
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;

  async function drain() {
    do {
      runAgain = false;
      try {
        if (await runOnce()) runAgain = true;
      } catch (error) {
        onError(error);
      }
    } while (runAgain && !stopped);
  }

  function notify() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(notify, intervalMs);
  // The loop alone must not keep the process alive.
  timer.unref();
  if (runAtStart) notify();

  return {
    notify,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
