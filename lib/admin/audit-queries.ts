// Reads of the operations audit log: one filtered, newest-first query behind admin/audit (a page of 50),
// admin/audit_csv (every matching row, up to a cap) and the /admin/audit screen. The actor's name is joined in,
// and the notice the action sent with the person's reply.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditFilter } from "@/lib/admin/schemas";

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (narrow the dates for more). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export type AuditRowDto = {
  _id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  /** the notice the action sent the person, and their one reply (null: none sent) */
  notice: { _id: string; reply: string | null; repliedAt: string | null } | null;
};

/** One page of rows and whether another follows. */
export async function listAuditRows(filter: AuditFilter) {
  const rows = await readRows(filter, (filter.page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE + 1);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), page: filter.page, hasMore: rows.length > AUDIT_PAGE_SIZE };
}

/** Every matching row as CSV (RFC 4180, CRLF), newest first. */
export async function auditCsv(filter: AuditFilter) {
  const rows = await readRows(filter, 0, AUDIT_CSV_MAX_ROWS);
  const head = ["at", "actorId", "actorName", "action", "targetType", "targetId", "reason", "before", "after"];
  const lines = [head.join(",")];
  for (const r of rows) {
    lines.push(
      [r.at, r.actorId ?? "", r.actorName, r.action, r.targetType, r.targetId, r.reason, JSON.stringify(r.before), JSON.stringify(r.after)]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function readRows(filter: AuditFilter, skip: number, take: number): Promise<AuditRowDto[]> {
  const rows = await db.auditLog.findMany({
    where: whereOf(filter),
    orderBy: [{ at: "desc" }, { id: "desc" }],
    skip,
    take,
  });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, firstName: true, lastName: true, email: true } })
    : [];
  const names = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`.trim() || a.email]));
  const notices = rows.length
    ? await db.adminNotice.findMany({
        where: { auditId: { in: rows.map((r) => r.id) } },
        select: { id: true, auditId: true, reply: true, repliedAt: true },
      })
    : [];
  const noticeOf = new Map(notices.map((n) => [n.auditId, n]));
  return rows.map((r) => ({
    _id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorId ? (names.get(r.actorId) ?? "") : "System",
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    before: r.before,
    after: r.after,
    notice: noticeOf.has(r.id) ? noticeDto(noticeOf.get(r.id)!) : null,
  }));
}

function noticeDto(n: { id: string; reply: string | null; repliedAt: Date | null }) {
  return { _id: n.id, reply: n.reply, repliedAt: n.repliedAt?.toISOString() ?? null };
}

function whereOf(f: AuditFilter): Prisma.AuditLogWhereInput {
  return {
    ...(f.actorId ? { actorId: f.actorId } : {}),
    ...(f.targetType ? { targetType: f.targetType } : {}),
    ...(f.targetId ? { targetId: f.targetId } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.from || f.to ? { at: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: endOf(f.to) } : {}) } } : {}),
  };
}

/** A date without a time (midnight UTC) means the whole day: the bound is the next midnight. */
function endOf(to: Date) {
  const midnight = to.getUTCHours() === 0 && to.getUTCMinutes() === 0 && to.getUTCSeconds() === 0 && to.getUTCMilliseconds() === 0;
  return midnight ? new Date(to.getTime() + 24 * 60 * 60 * 1000) : new Date(to.getTime() + 1);
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised (spreadsheet formula injection). */
function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}
