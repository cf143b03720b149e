import type { Database } from '../db/client.ts';

/**
 * The catalog read cache: showroom search, showroom profiles, menu categories and product pages
 * are read far more often than they change (only an admin approving a Pro, a Pro's settings and
 * markups, and a new showroom change them). Answers are kept in memory per process, keyed by the
 * full request, and dropped as a whole on any catalog write in ANY instance: the write calls
 * `catalogChanged(database)`, which clears this process's cache and publishes on the database's
 * PubSub (PostgreSQL NOTIFY with several instances), so every other instance clears its own.
 *
 * Concurrent misses on one key share one load (no stampede), a load that started before an
 * invalidation is never stored, and entries also expire after `ttlMs` as a safety net.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export const CATALOG_CHANNEL = 'catalog_changed';
const MAX_ENTRIES = 5_000;
const TTL_MS = 60_000;

export function createReadCache({
  maxEntries = MAX_ENTRIES,
  ttlMs = TTL_MS,
  now = Date.now,
}: {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
} = {}): ReadCache {
  const entries = new Map<string, { value: unknown; at: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        // Map order doubles as LRU order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const started = generation;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          if (started === generation) {
            entries.set(key, { value, at: now() });
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
          }
          return value;
        },
        (err) => {
          loading.delete(key);
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<Database, ReadCache>();

/** This process's catalog cache for `database`, listening for other instances' changes. */
export function catalogCache(database: Database): ReadCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = createReadCache();
    cache = created;
    caches.set(database, created);
    database.pubsub
      .subscribe(CATALOG_CHANNEL, () => created.clear())
      .catch(() => {
        // Without the live channel other instances' writes would go unseen: do not cache at all.
        created.clear();
        caches.set(database, { get: (_key, load) => load(), clear() {}, size: 0 });
      });
  }
  return cache;
}

const localWriteListeners = new WeakMap<Database, Set<() => void>>();

/**
 * Calls `listener` whenever this process reports a catalog write (`catalogChanged`), before the
 * write's caller answers: the product search index (modules/search/sync.ts) then makes sure it
 * has heard the write before its next answer. Answers the function that stops it.
 */
export function onLocalCatalogWrite(database: Database, listener: () => void): () => void {
  let set = localWriteListeners.get(database);
  if (!set) {
    set = new Set();
    localWriteListeners.set(database, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after any write that changes what the catalog reads answer. */
export async function catalogChanged(database: Database): Promise<void> {
  for (const listener of localWriteListeners.get(database) ?? []) listener();
  catalogCache(database).clear();
  await database.pubsub.publish(CATALOG_CHANNEL, '1');
}
