// roster/list and the My team screen: the employer's favourite and blocked workers, newest first, each with
// what helps to choose (rating, reliability, shifts worked for this employer and when last), and the workers
// they hired before who are in neither list (the screen's "Add from your hires").
import { db } from "@/lib/db";
import type { RosterKindName } from "@/lib/roster/schemas";

/** How many hires the picker offers at most. */
export const HIRED_LIMIT = 100;

type NameFields = { accountType: string | null; company: string; firstName: string; lastName: string };
const nameSelect = { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } as const;

/** The name others see (a company's name for a company account), as lib/accounts shows it. */
export function workerName(u: NameFields) {
  if (u.accountType === "company" && u.company) return u.company;
  return [u.firstName, u.lastName].filter(Boolean).join(" ") || u.company || "Gigline member";
}

/** "New" until the worker has a reliability score, else the score out of 100. */
export const reliabilityLabel = (score: number | null) => (score === null ? "New" : `${score}`);

export type RosterWorker = {
  userId: string;
  kind: RosterKindName;
  name: string;
  avatar: string;
  note: string;
  addedAt: Date;
  /** the reviews' average, 0 to 5 (0 with no review) */
  rating: number;
  reviewCount: number;
  reliabilityScore: number | null;
  reliability: string;
  /** finished shifts and finished jobs for this employer */
  shiftsWorked: number;
  lastWorkedAt: Date | null;
};

/** The employer's roster (one list, or both), most recently added first; deleted accounts are left out. */
export async function listRoster(employerId: string, kind?: RosterKindName): Promise<RosterWorker[]> {
  const entries = await db.rosterEntry.findMany({
    where: { employerId, ...(kind ? { kind } : {}), worker: { deletedAt: null } },
    select: {
      kind: true,
      note: true,
      createdAt: true,
      worker: { select: { ...nameSelect, reviewScore: true, reviewCount: true, reliabilityScore: true } },
    },
    orderBy: [{ createdAt: "desc" }, { workerId: "asc" }],
  });
  const worked = await workedFor(
    employerId,
    entries.map((e) => e.worker.id),
  );
  return entries.map((e) => {
    const w = worked.get(e.worker.id);
    return {
      userId: e.worker.id,
      kind: e.kind,
      name: workerName(e.worker),
      avatar: e.worker.avatar,
      note: e.note,
      addedAt: e.createdAt,
      rating: Math.round(e.worker.reviewScore * 10) / 10,
      reviewCount: e.worker.reviewCount,
      reliabilityScore: e.worker.reliabilityScore,
      reliability: reliabilityLabel(e.worker.reliabilityScore),
      shiftsWorked: w?.count ?? 0,
      lastWorkedAt: w?.last ?? null,
    };
  });
}

/**
 * Per worker: how many shifts they finished for this employer and when the last ended. A finished Shift
 * counts once; a finished job (its contract) counts as one shift when it has no Shift rows.
 */
async function workedFor(employerId: string, workerIds: string[]) {
  const out = new Map<string, { count: number; last: Date | null }>();
  if (!workerIds.length) return out;
  const [shifts, contracts] = await Promise.all([
    db.shift.groupBy({
      by: ["userId"],
      where: { employerId, userId: { in: workerIds }, status: "completed" },
      _count: { _all: true },
      _max: { end: true },
    }),
    db.contract.groupBy({
      by: ["userId"],
      where: { userId: { in: workerIds }, job: { creatorId: employerId }, completedAt: { not: null }, shifts: { none: {} } },
      _count: { _all: true },
      _max: { completedAt: true },
    }),
  ]);
  const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  for (const s of shifts) out.set(s.userId, { count: s._count._all, last: s._max.end });
  for (const c of contracts) {
    const had = out.get(c.userId);
    out.set(c.userId, { count: (had?.count ?? 0) + c._count._all, last: later(had?.last ?? null, c._max.completedAt) });
  }
  return out;
}

export type HiredWorker = { userId: string; name: string; avatar: string };

/** Workers this employer hired (any contract), live accounts, in neither list; most recent hire first. */
export async function hiredNotInRoster(employerId: string): Promise<HiredWorker[]> {
  const contracts = await db.contract.findMany({
    where: {
      job: { creatorId: employerId },
      user: { deletedAt: null, type: "provider", rosterMemberships: { none: { employerId } } },
    },
    select: { user: { select: nameSelect } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: HIRED_LIMIT * 3,
  });
  const seen = new Map<string, HiredWorker>();
  for (const c of contracts)
    if (!seen.has(c.user.id)) seen.set(c.user.id, { userId: c.user.id, name: workerName(c.user), avatar: c.user.avatar });
  return [...seen.values()].slice(0, HIRED_LIMIT);
}

/** The worker's place in this employer's team: "favorite", "blocked" or null (profile and job pages). */
export async function rosterKindOf(employerId: string, workerId: string): Promise<RosterKindName | null> {
  const row = await db.rosterEntry.findUnique({
    where: { employerId_workerId: { employerId, workerId } },
    select: { kind: true },
  });
  return row?.kind ?? null;
}
