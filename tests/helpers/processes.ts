// Helpers of the tests that start real processes (the server's stop, the embedded PostgreSQL's keeper).

/** Whether a process with this pid still exists (signal 0 checks without sending anything). */
export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every 100 ms until it holds or `ms` have passed; answers its last result. */
export async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
}
