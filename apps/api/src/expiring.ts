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

/** Values kept one key at a time; `clear()` forgets them all at once. */
export interface ExpiringEach<K, V, A extends unknown[]> {
  /**
   * The values of `keys` that exist: kept ones still in date that `usable`
   * accepts, and the rest loaded in one call with these arguments.
   */
  get(keys: readonly K[], usable: (value: V) => boolean, ...args: A): Promise<Map<K, V>>;
  clear(): void;
}

/** Past this many kept keys everything is dropped: a bound, never reached by a shop's own catalog. */
const MAX_KEPT_KEYS = 20_000;

/**
 * Like `expiring`, per key: each value is kept for `ttlMs` from the load
 * that brought it (0: loads every time). A key the load does not answer is
 * not kept, so it is asked for again next time.
 */
export function expiringEach<K, V, A extends unknown[] = []>(
  load: (keys: K[], ...args: A) => Promise<Map<K, V>>,
  ttlMs: number,
  clock: () => number = Date.now,
): ExpiringEach<K, V, A> {
  const kept = new Map<K, { value: V; until: number }>();
  let generation = 0;
  return {
    async get(keys, usable, ...args) {
      const startedAt = clock();
      const found = new Map<K, V>();
      const missing: K[] = [];
      for (const key of keys) {
        const entry = kept.get(key);
        if (entry && entry.until > startedAt && usable(entry.value)) found.set(key, entry.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const loadedIn = generation;
      const loaded = await load(missing, ...args);
      const keep = ttlMs > 0 && loadedIn === generation;
      if (keep && kept.size + loaded.size > MAX_KEPT_KEYS) kept.clear();
      for (const [key, value] of loaded) {
        found.set(key, value);
        if (keep) kept.set(key, { value, until: startedAt + ttlMs });
      }
      return found;
    },
    clear() {
      kept.clear();
      generation += 1;
    },
  };
}
