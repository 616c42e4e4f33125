/**
 * Claims on queued work (jobs, outbox emails) are short leases renewed while the work goes on: a
 * live instance keeps its claim however long the work takes, and the claims of an instance that
 * died run out within `leaseMs`, after which any instance takes the work over (decision 0016).
 */
export interface LeaseSettings {
  /** How long a claim lasts without renewal: how soon a dead instance's work is taken over. */
  leaseMs: number;
  /** How often a live instance renews its claims; well under leaseMs, so one slow renewal is not fatal. */
  renewEveryMs: number;
}

// Taken over within 20 s of a crash, plus at most one poll interval (5 s): under 30 s.
export const defaultLease: LeaseSettings = { leaseMs: 20_000, renewEveryMs: 5_000 };

/** The instance working on a row no longer holds its claim: another one has taken it over. */
export class LostClaimError extends Error {
  constructor(what: string) {
    super(`the claim on ${what} was taken over by another instance`);
    this.name = "LostClaimError";
  }
}

/** Starts calling `tick` every `everyMs` and answers a function that stops it. A tick resolves when its renewal is done. */
export type Repeat = (tick: () => Promise<void>, everyMs: number) => () => void;

const repeatOnTimer: Repeat = (tick, everyMs) => {
  const timer = setInterval(() => void tick(), everyMs);
  // The heartbeat alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
};

/** What a worker's batch (jobs, emails) takes: the claim's time and size, and the lease's settings. */
export interface LeasedBatchOptions {
  now?: Date;
  batchSize?: number;
  lease?: LeaseSettings;
  /** The heartbeat's timer and elapsed real time (tests drive them by hand). */
  repeat?: Repeat;
  clock?: () => number;
  onRenewError?(error: unknown): void;
}

export interface WorkUnderLeaseOptions {
  lease: LeaseSettings;
  /** The instant the rows were claimed (the caller's clock, possibly simulated in tests). */
  claimedAt: Date;
  /** Each row's time limit: its signal aborts then, even while the claim is kept. */
  maxWorkMs: number;
  /** Renews the claim on `ids` until `lockedUntil`; answers the ids still held. */
  renew(ids: string[], lockedUntil: Date): Promise<string[]>;
  /** Called when a renewal fails (the database is unreachable); the heartbeat keeps trying. */
  onRenewError?(error: unknown): void;
  /** Elapsed real time in ms; the time spent working is real even when `claimedAt` is simulated. */
  clock?: () => number;
  repeat?: Repeat;
}

/**
 * Works through claimed rows one at a time while a heartbeat renews the claim on every row not
 * finished yet. A row whose claim was lost (taken over after a renewal came too late) is skipped,
 * or, while it is being worked on, its signal aborts with LostClaimError. Whatever `work` writes
 * must check the claim too (the claim token), so a run that lost its claim cannot commit.
 */
export async function workUnderLease<T extends { id: string }>(
  claimed: readonly T[],
  options: WorkUnderLeaseOptions,
  work: (row: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  if (claimed.length === 0) return;
  const { lease, claimedAt, maxWorkMs, renew, onRenewError, clock = () => performance.now(), repeat = repeatOnTimer } = options;
  const started = clock();
  const pending = new Set(claimed.map((row) => row.id));
  const lost = new Set<string>();
  const current = new Map<string, AbortController>();
  const heartbeat: { renewing: Promise<void> | null } = { renewing: null };

  async function renewPending() {
    const ids = [...pending].filter((id) => !lost.has(id));
    if (ids.length === 0) return;
    const lockedUntil = new Date(claimedAt.getTime() + (clock() - started) + lease.leaseMs);
    try {
      const kept = new Set(await renew(ids, lockedUntil));
      for (const id of ids) {
        if (kept.has(id) || !pending.has(id)) continue;
        lost.add(id);
        current.get(id)?.abort(new LostClaimError(id));
      }
    } catch (error) {
      onRenewError?.(error);
    }
  }

  const stop = repeat(() => {
    // One renewal at a time: a slow database must not pile them up.
    heartbeat.renewing ??= renewPending().finally(() => {
      heartbeat.renewing = null;
    });
    return heartbeat.renewing;
  }, lease.renewEveryMs);
  try {
    for (const row of claimed) {
      if (lost.has(row.id)) continue;
      const controller = new AbortController();
      current.set(row.id, controller);
      try {
        await work(row, AbortSignal.any([controller.signal, AbortSignal.timeout(maxWorkMs)]));
      } finally {
        current.delete(row.id);
        pending.delete(row.id);
      }
    }
  } finally {
    stop();
    await heartbeat.renewing;
  }
}
