// Whether /jobs/{id} names a job that has ended (completed or cancelled) or that an admin hid: proxy.ts asks before the cached page,
// which can only answer 200 or 404, and answers such a job 410 with app/(public)/jobs/[id]/closed. One indexed
// read through the process's pool (no Prisma: proxy.ts stays small), remembered for a few seconds per job
// (lib/public-pages/closed-state-memo.ts) so a busy page adds no query per request; a change of the job's
// status or of its employer's account forgets it (revalidatePublicJob / revalidatePublicProfile in
// lib/public-pages/cache.ts), like the page's own cache.
import { pool } from "@/lib/db-pool";
import { env } from "@/lib/env";
import { ENDED_JOB_STATUSES } from "@/lib/jobs/states";
import { recalledClosedState, rememberClosedState } from "@/lib/public-pages/closed-state-memo";

const SQL = `select j.status, j."hiddenAt" is not null as hidden from "Job" j join "User" u on u.id = j."creatorId" where j.id = $1 and u."deletedAt" is null`;

/**
 * True when `id` is a job that has ended and whose employer's account still exists; false for open, active and
 * unknown jobs (the page answers those: 200 or 404).
 */
export async function isClosedPublicJob(id: string, now = Date.now()): Promise<boolean> {
  const seen = recalledClosedState(id, now);
  if (seen !== undefined) return seen;
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  const { rows } = await pool().query<{ status: number; hidden: boolean }>({
    ...(named ? { name: "s_public_job_closed_state_v2" } : {}),
    text: SQL,
    values: [id],
  });
  // completed or cancelled, or hidden by an admin
  const gone = rows.length > 0 && (rows[0].hidden || (ENDED_JOB_STATUSES as number[]).includes(rows[0].status));
  rememberClosedState(id, gone, now);
  return gone;
}
