// Who blocked whom, for the areas that list or send work to workers (search, matching, jobs, booking): a
// worker an employer blocked never sees that employer's open jobs and is never asked by their booking
// requests. The reads use the index on RosterEntry(workerId, kind); inside a larger statement, the SQL
// fragments below (NOT EXISTS … / EXISTS …) keep it one round trip.
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

type Client = Tx | typeof db;

/** The employers who blocked this worker. */
export async function blockedEmployerIdsOf(workerId: string, client: Client = db): Promise<string[]> {
  const rows = await client.rosterEntry.findMany({ where: { workerId, kind: "blocked" }, select: { employerId: true } });
  return rows.map((r) => r.employerId);
}

/** Whether this employer blocked this worker. */
export async function isBlocked(employerId: string, workerId: string, client: Client = db): Promise<boolean> {
  const row = await client.rosterEntry.findFirst({ where: { employerId, workerId, kind: "blocked" }, select: { workerId: true } });
  return row !== null;
}

/** Those of `workerIds` this employer blocked. */
export async function blockedAmong(employerId: string, workerIds: string[], client: Client = db): Promise<Set<string>> {
  if (!workerIds.length) return new Set();
  const rows = await client.rosterEntry.findMany({
    where: { employerId, workerId: { in: workerIds }, kind: "blocked" },
    select: { workerId: true },
  });
  return new Set(rows.map((r) => r.workerId));
}

/** The workers this employer blocked (to leave out of an automatic pick). */
export async function blockedWorkerIdsOf(employerId: string, client: Client = db): Promise<string[]> {
  const rows = await client.rosterEntry.findMany({ where: { employerId, kind: "blocked" }, select: { workerId: true } });
  return rows.map((r) => r.workerId);
}

/** The employer's favourite workers, most recently added first. */
export async function favoriteWorkerIdsOf(employerId: string, client: Client = db): Promise<string[]> {
  const rows = await client.rosterEntry.findMany({
    where: { employerId, kind: "favorite", worker: { deletedAt: null } },
    select: { workerId: true },
    orderBy: [{ createdAt: "desc" }, { workerId: "asc" }],
  });
  return rows.map((r) => r.workerId);
}

/**
 * `EXISTS (…)`: the employer in `employerColumn` (e.g. Prisma.sql`j."creatorId"`) blocked `workerId` (a value,
 * or a column/parameter as Prisma.Sql). Use as `NOT ${blockedSql(...)}` in a job list for a worker.
 */
export function blockedSql(employerColumn: Prisma.Sql, workerId: string | Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "RosterEntry" re WHERE re."workerId" = ${workerId} AND re."kind" = 'blocked' AND re."employerId" = ${employerColumn})`;
}

/** The same fragment as text, for statements written as text with numbered parameters (both arguments are SQL expressions). */
export function blockedSqlText(employerColumn: string, workerExpr: string): string {
  return `EXISTS (SELECT 1 FROM "RosterEntry" re WHERE re."workerId" = ${workerExpr} AND re."kind" = 'blocked' AND re."employerId" = ${employerColumn})`;
}
