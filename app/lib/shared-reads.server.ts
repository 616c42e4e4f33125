/**
 * Answers that are the same for every visitor or every signed-in user (a mentor list page, the
 * leaderboard), kept for a few seconds and shared by all requests in this process: a popular
 * page is then read from the database once per interval, not once per view. Concurrent misses
 * for one key share one load; a failed load is not kept. See docs/decisions/0013.
 */
export interface SharedReads {
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  /** Forget everything, e.g. after this process changed what the answers are made of. */
  clear(): void;
}

/** How old a shared answer may be: the longest a new mentor or rating waits to appear. */
export const SHARED_READ_SECONDS = 5;

export function createSharedReads({ ttlMs = SHARED_READ_SECONDS * 1000, maxEntries = 500, now = Date.now } = {}): SharedReads {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<V>(key: string, load: () => Promise<V>): Promise<V> {
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > at) return kept.value as Promise<V>;
      if (ttlMs <= 0) return load();
      entries.delete(key);
      // Oldest first: a Map iterates in insertion order.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { expiresAt: at + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
