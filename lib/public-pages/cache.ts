// Caching of the public, indexable pages /jobs/{id} and /pros/{id} (Next's full-route cache, ISR).
// Each page's data read is tagged; a use case that changes what such a page shows calls
// revalidatePublicJob(id) / revalidatePublicProfile(id) (one line after its write), which expires the tag at
// once ({ expire: 0 }: the next request renders fresh, never the stale copy). PUBLIC_PAGE_REVALIDATE
// (seconds) is the backstop for changes made where no message reaches (a direct database edit, a serverless
// host): no cached page is served older than that plus one render. Other server processes on the same
// database hear of each expiry over PostgreSQL NOTIFY and expire the same here (lib/public-pages/cache-bus.ts).
import { revalidateTag, unstable_cache } from "next/cache";
import { broadcastExpiry, expireTagOutsideRequest } from "@/lib/public-pages/cache-bus";
import { forgetClosedState } from "@/lib/public-pages/closed-state-memo";
import { runJobExpiryHooks } from "@/lib/public-pages/expiry-hooks";

/** Backstop age of a cached public page, seconds (the pages' `revalidate` repeats it: it must be a literal). */
export const PUBLIC_PAGE_REVALIDATE = 30;

/** Carried by every public job page: an employer's deletion hides all their jobs. */
export const PUBLIC_JOBS_TAG = "public-jobs";
export const publicJobTag = (id: string) => `public-job:${id}`;
export const publicProfileTag = (id: string) => `public-profile:${id}`;

/**
 * `load(id)` through Next's data cache under the given tags (outside a Next server it just runs `load`).
 * The cache stores JSON: `revive` turns the stored value back into the loader's shape (dates).
 */
export function cachedRead<T>(name: string, load: (id: string) => Promise<T | null>, tags: (id: string) => string[], revive: (v: T) => T) {
  return async (id: string): Promise<T | null> => {
    if (!insideNext()) return load(id);
    const v = await unstable_cache(() => load(id), [name, id], { tags: tags(id), revalidate: PUBLIC_PAGE_REVALIDATE })();
    return v ? revive(v) : null;
  };
}

/** After a change to a job's public fields, status, proposals count (also drops its creator's cached statistics). */
export function revalidatePublicJob(id: string) {
  expireJobHere(id, expire);
  broadcastExpiry({ job: id });
}

/** After a change to a provider's public profile, reviews or account (`jobsToo` when their jobs hide too). */
export function revalidatePublicProfile(userId: string, opts: { jobsToo?: boolean } = {}) {
  expireProfileHere(userId, Boolean(opts.jobsToo), expire);
  broadcastExpiry({ profile: userId, jobsToo: Boolean(opts.jobsToo) });
}

/** What another process's revalidatePublicJob / revalidatePublicProfile expires here (lib/public-pages/cache-bus.ts). */
export function expireReceived(expiry: { job: string } | { profile: string; jobsToo?: boolean }) {
  if ("job" in expiry) expireJobHere(expiry.job, expireOutsideRequest);
  else expireProfileHere(expiry.profile, Boolean(expiry.jobsToo), expireOutsideRequest);
}

/** After a gap in the messages (the listener's connection was lost): every job page, every closed state. */
export function expireAllJobsReceived() {
  forgetClosedState();
  expireOutsideRequest(PUBLIC_JOBS_TAG);
}

function expireJobHere(id: string, expireTag: (tag: string) => void) {
  // the areas' own memories of the job (its creator's cached statistics: lib/jobs/statistics.ts)
  runJobExpiryHooks(id);
  // proxy.ts's memory of whether the job has ended (its 410)
  forgetClosedState(id);
  expireTag(publicJobTag(id));
}

function expireProfileHere(userId: string, jobsToo: boolean, expireTag: (tag: string) => void) {
  expireTag(publicProfileTag(userId));
  if (jobsToo) {
    forgetClosedState();
    expireTag(PUBLIC_JOBS_TAG);
  }
}

function expire(tag: string) {
  if (!insideNext()) return; // vitest and scripts run the use cases without a Next server (and its cache)
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // outside a request (a background job run inside the server process): straight on the process's cache
    expireTagOutsideRequest(tag);
  }
  purgeMicrocache();
}

function expireOutsideRequest(tag: string) {
  if (!insideNext()) return;
  expireTagOutsideRequest(tag);
  purgeMicrocache();
}

// scripts/server.ts keeps a one-second copy of each public page in front of Next (scripts/lib/page-microcache.ts):
// it goes with the tag, so this process serves the change on its next request
function purgeMicrocache() {
  (globalThis as { [MICROCACHE_PURGE]?: () => void })[MICROCACHE_PURGE]?.();
}

/** The purge hook scripts/server.ts registers (PURGE_HOOK of scripts/lib/page-microcache.ts). */
const MICROCACHE_PURGE = Symbol.for("gigline.publicPageMicrocache.purge");

// Next inlines NEXT_RUNTIME ("nodejs") into its server bundles; vitest and plain scripts never have it.
function insideNext() {
  return Boolean(process.env.NEXT_RUNTIME);
}
