// Whether /pros/{id} names an employee whose account is suspended or closed by an admin: proxy.ts asks before
// the cached profile page, which can only answer 200 or 404, and answers such a profile 410 with
// app/(public)/pros/[id]/gone. One primary-key read through the process's pool, remembered for a few seconds
// (lib/public-pages/closed-state-memo.ts, under its own key); a standing change forgets it
// (revalidatePublicProfile with jobsToo, lib/admin/set-standing.ts).
import { pool } from "@/lib/db-pool";
import { env } from "@/lib/env";
import { recalledClosedState, rememberClosedState } from "@/lib/public-pages/closed-state-memo";

// $2: now as a UTC wall time, as the TIMESTAMP(3) columns hold it
const SQL = `select ("bannedAt" is not null or coalesce("suspendedUntil" > $2::timestamp, false)) as gone
  from "User" where id = $1 and "deletedAt" is null`;

/** True when `id` is an existing account that is suspended or closed; false for everyone else (the page answers). */
export async function isGonePublicProfile(id: string, now = Date.now()): Promise<boolean> {
  const key = `profile:${id}`;
  const seen = recalledClosedState(key, now);
  if (seen !== undefined) return seen;
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  const { rows } = await pool().query<{ gone: boolean }>({
    ...(named ? { name: "s_public_profile_gone_state" } : {}),
    text: SQL,
    values: [id, new Date(now).toISOString().slice(0, -1)],
  });
  const gone = rows.length > 0 && rows[0].gone;
  rememberClosedState(key, gone, now);
  return gone;
}
