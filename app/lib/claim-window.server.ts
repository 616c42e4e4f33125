/**
 * Works through rows claimed until `claimMs` from now (a time-limited lock), one at a time, each
 * with the time left as its budget. It stops `safetyMs` before the claim runs out, so no other
 * instance can claim a row still being worked on, and hands the rows not reached to `release`.
 * Measured on the real clock: callers' `now` may be simulated, the time spent working is not.
 */
export async function workWithinClaim<T>(
  claimed: readonly T[],
  { claimMs, safetyMs, clock = () => performance.now() }: { claimMs: number; safetyMs: number; clock?: () => number },
  work: (row: T, budgetMs: number) => Promise<void>,
  release: (notReached: T[]) => Promise<void>,
): Promise<void> {
  const deadline = clock() + claimMs - safetyMs;
  for (const [index, row] of claimed.entries()) {
    const budgetMs = Math.floor(deadline - clock());
    if (budgetMs <= 0) {
      await release(claimed.slice(index));
      return;
    }
    await work(row, budgetMs);
  }
}
