const firstDelayMs = 10_000;
const maxDelayMs = 60 * 60 * 1000;

/** Wait before the next try after `attempts` failed tries: 10 s, 20 s, 40 s ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(firstDelayMs * 2 ** exponent, maxDelayMs);
}
