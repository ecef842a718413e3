// A small in-process cache for data that rarely changes (the category tree, the fee, the ads).
// Staleness is bounded by the TTL (GLOBALS_CACHE_SECONDS, default 30 s): several server processes each
// keep their own copy, so a change made by one (or straight in the database, e.g. by the seed or an admin
// script) reaches every process within the TTL. A write made through this process calls
// invalidateCached(key) so this process answers fresh at once. Concurrent misses share one load.
import { env } from "@/lib/env";

type Entry = { value: Promise<unknown>; expires: number };

const globalForCache = globalThis as unknown as { gigline_ttl_cache?: Map<string, Entry> };
const store = (globalForCache.gigline_ttl_cache ??= new Map());

/** Seconds a cached value is served; 0 turns the cache off (the integration tests write rows directly). */
export function cacheSeconds(): number {
  return env.GLOBALS_CACHE_SECONDS;
}

// per-entity keys (a job creator's statistics) are kept too: past this many entries the oldest goes first
const MAX_ENTRIES = 10_000;

/** The value under `key`, loaded by `load` at most once per TTL. A failed load is not kept. */
export function cached<T>(key: string, load: () => Promise<T>, seconds = cacheSeconds()): Promise<T> {
  if (seconds <= 0) return load();
  const hit = store.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  return put(key, load(), seconds);
}

/** The cached, unexpired value under `key`, if any (without loading it). */
export function peek<T>(key: string): Promise<T> | undefined {
  const hit = store.get(key);
  return hit && hit.expires > Date.now() ? (hit.value as Promise<T>) : undefined;
}

/** Stores a value that was read anyway (e.g. alongside other data) for `seconds`. */
export function prime<T>(key: string, value: T, seconds = cacheSeconds()) {
  if (seconds > 0) void put(key, Promise.resolve(value), seconds);
}

function put<T>(key: string, value: Promise<T>, seconds: number): Promise<T> {
  store.delete(key);
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
  store.set(key, { value, expires: Date.now() + seconds * 1000 });
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/** Drops one key (after a write through this process), or everything. */
export function invalidateCached(key?: string) {
  if (key === undefined) store.clear();
  else store.delete(key);
}
