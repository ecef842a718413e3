// The memory behind lib/public-jobs/closed-state.ts: whether a job has ended, remembered for a few seconds
// per job. Here, beside the page caches, so an expiry of a job's page (lib/public-pages/cache.ts) forgets it
// too without this folder knowing what a job is.

/** How long an answer is remembered, ms. */
export const CLOSED_STATE_TTL_MS = 10_000;
const MAX_REMEMBERED = 5_000;

type Memo = Map<string, { gone: boolean; until: number }>;
// on globalThis: proxy.ts and the app's routes may be separate bundles of the same process
const MEMO = Symbol.for("gigline.publicJobs.closedState");
const memo = (): Memo => ((globalThis as { [MEMO]?: Memo })[MEMO] ??= new Map());

/** The remembered answer for a job, while it is fresh. */
export function recalledClosedState(id: string, now: number): boolean | undefined {
  const seen = memo().get(id);
  return seen && seen.until > now ? seen.gone : undefined;
}

/** Remembers an answer for CLOSED_STATE_TTL_MS. */
export function rememberClosedState(id: string, gone: boolean, now: number) {
  const m = memo();
  if (m.size >= MAX_REMEMBERED) m.clear();
  m.set(id, { gone, until: now + CLOSED_STATE_TTL_MS });
}

/** Forget what was remembered of one job, or of every job. */
export function forgetClosedState(id?: string) {
  if (id) memo().delete(id);
  else memo().clear();
}
