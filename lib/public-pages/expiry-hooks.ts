// What else a process forgets when a public job page expires here, besides the page: an area that keeps its
// own memory of a job registers a hook (lib/jobs/statistics.ts: the creator's cached statistics), so this
// folder needs no import of it. On globalThis, keyed by name: the memories are process-wide, and a bundle
// that registers again (another route's bundle, a reload) replaces its hook rather than adding one.
type JobExpiryHook = (jobId: string) => void;

const HOOKS = Symbol.for("gigline.publicPages.jobExpiryHooks");
const hooks = (): Map<string, JobExpiryHook> => ((globalThis as { [HOOKS]?: Map<string, JobExpiryHook> })[HOOKS] ??= new Map());

/** Runs `hook(jobId)` whenever a job's public page expires in this process (its own change or another's). */
export function onPublicJobExpiry(name: string, hook: JobExpiryHook) {
  hooks().set(name, hook);
}

/** Runs every registered hook for one job. */
export function runJobExpiryHooks(jobId: string) {
  for (const hook of hooks().values()) hook(jobId);
}
