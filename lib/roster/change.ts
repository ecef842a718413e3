// roster/add, roster/remove, roster/block, roster/unblock: an employer's team. One row per employer and
// worker (the primary key), so adding a blocked worker makes them a favourite and blocking a favourite
// blocks them: each write is one upsert or one delete, idempotent. Only workers (providers) whose account
// is live can be added or blocked; removing and unblocking work whatever became of the account.
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { ROSTER_MSG } from "@/lib/roster/messages";
import type { RosterKindName } from "@/lib/roster/schemas";

type Employer = Pick<AuthUser, "id">;
/** The worker's place in the employer's team after the call: favourite, blocked, or not in it. */
export type RosterState = { userId: string; kind: RosterKindName | null };

async function assertWorker(employer: Employer, userId: string) {
  if (userId === employer.id) throw badRequest(ROSTER_MSG.NotYourself);
  const worker = await db.user.findFirst({ where: { id: userId, type: "provider", deletedAt: null }, select: { id: true } });
  if (!worker) throw notFound(ROSTER_MSG.WorkerNotFound);
}

async function put(employer: Employer, userId: string, kind: RosterKindName, note: string | undefined): Promise<RosterState> {
  await assertWorker(employer, userId);
  const key = { employerId_workerId: { employerId: employer.id, workerId: userId } };
  const old = await db.rosterEntry.findUnique({ where: key, select: { kind: true } });
  if (old?.kind === kind) {
    // already there: the date stays; a note given again replaces the old one
    if (note !== undefined) await db.rosterEntry.updateMany({ where: { employerId: employer.id, workerId: userId, kind }, data: { note } });
    return { userId, kind };
  }
  // new, or moved from the other list: the date is when the worker joined this list
  await db.rosterEntry.upsert({
    where: key,
    create: { employerId: employer.id, workerId: userId, kind, note: note ?? "" },
    update: { kind, note: note ?? "", createdAt: new Date() },
  });
  return { userId, kind };
}

/** Adds a worker to the employer's favourites (replacing a block); a note replaces the old one. */
export function addFavorite(employer: Employer, userId: string, note?: string) {
  return put(employer, userId, "favorite", note);
}

/** Blocks a worker (replacing a favourite). */
export function blockWorker(employer: Employer, userId: string) {
  return put(employer, userId, "blocked", undefined);
}

async function drop(employer: Employer, userId: string, kind: RosterKindName): Promise<RosterState> {
  await db.rosterEntry.deleteMany({ where: { employerId: employer.id, workerId: userId, kind } });
  const left = await db.rosterEntry.findUnique({
    where: { employerId_workerId: { employerId: employer.id, workerId: userId } },
    select: { kind: true },
  });
  return { userId, kind: left?.kind ?? null };
}

/** Takes a worker off the favourites (a block stays). */
export function removeFavorite(employer: Employer, userId: string) {
  return drop(employer, userId, "favorite");
}

/** Lifts a block (a favourite stays). */
export function unblockWorker(employer: Employer, userId: string) {
  return drop(employer, userId, "blocked");
}
