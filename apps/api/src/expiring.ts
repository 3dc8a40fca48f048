/** A value loaded on first use and kept for `ttlMs`; `clear()` forgets it at once. */
export interface Expiring<T, A extends unknown[]> {
  /** The kept value, or a new one loaded with these arguments (a database handle, say). */
  get(...args: A): Promise<T>;
  clear(): void;
}

/**
 * Keeps what `load` gives for `ttlMs` (0: loads every time). Only a loaded
 * value is kept, never a load in flight: a caller inside a transaction on the
 * single-connection PGlite must not wait for a load queued behind that
 * transaction. A failed load keeps nothing.
 */
export function expiring<T, A extends unknown[] = []>(
  load: (...args: A) => Promise<T>,
  ttlMs: number,
  clock: () => number = Date.now,
): Expiring<T, A> {
  let kept: { value: T; until: number } | undefined;
  let generation = 0;
  return {
    async get(...args) {
      if (ttlMs <= 0) return load(...args);
      const startedAt = clock();
      if (kept && kept.until > startedAt) return kept.value;
      const loadedIn = generation;
      const value = await load(...args);
      // A clear() while loading means the value may be older than the change.
      if (loadedIn === generation) kept = { value, until: startedAt + ttlMs };
      return value;
    },
    clear() {
      kept = undefined;
      generation += 1;
    },
  };
}
