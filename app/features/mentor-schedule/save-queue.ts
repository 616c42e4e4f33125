// Sends changes one at a time, in order: a change made while one is on its way waits for it, and
// a newer change replaces one still waiting (only the latest matters). The server therefore ends
// with the last choice even when a select's arrow keys make many changes within a second.

export interface SaveQueue<V, R> {
  /** Resolves with this change's answer, or null when a newer change replaced it before it was sent. */
  push(values: V): Promise<R | null>;
}

interface Job<V, R> {
  values: V;
  done(answer: R | null): void;
}

export function createSaveQueue<V, R>(handlers: {
  send(values: V): Promise<R>;
  /** A run of saves starts. */
  begin(): void;
  /** The run is over: the answer of the last change sent. */
  settle(last: R): void;
}): SaveQueue<V, R> {
  let busy = false;
  let waiting: Job<V, R> | null = null;

  async function run(first: Job<V, R>) {
    busy = true;
    handlers.begin();
    let job: Job<V, R> | null = first;
    let last: R | undefined;
    while (job) {
      const answer: R = await handlers.send(job.values);
      last = answer;
      job.done(answer);
      job = waiting;
      waiting = null;
    }
    busy = false;
    handlers.settle(last as R);
  }

  return {
    push(values) {
      return new Promise((resolve) => {
        const job = { values, done: resolve };
        if (!busy) {
          void run(job);
          return;
        }
        waiting?.done(null);
        waiting = job;
      });
    },
  };
}
