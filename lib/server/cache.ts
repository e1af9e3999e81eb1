import "server-only";

/**
 * A small per-process cache with a time limit, for data every request needs (the agency behind a
 * host). Concurrent misses for one key share one load; a failed load is not kept.
 */
export function ttlCache<V>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  const cache = {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}

const caches = new Set<{ clear(): void }>();

/**
 * Empties every cache of this process. The integration suite runs its files one after another in a
 * worker, each on its own database: what one file's database said must not answer the next.
 */
export function clearCaches(): void {
  for (const cache of caches) cache.clear();
}
