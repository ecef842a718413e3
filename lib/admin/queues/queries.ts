// The reads of the operations console: the open counts of every queue, one queue's items (oldest first,
// filtered) and one item's detail with the notices sent from it, the replies and its audit rows.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { standingOf } from "@/lib/accounts/standing-states";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { QUEUES, queueDef } from "@/lib/admin/queues/registry";
import { reportHistory, nameOf } from "@/lib/admin/queues/details";
import { LIVE_QUEUE_STATES, QUEUE_STATE, type QueueKind } from "@/lib/admin/queues/states";
import type { QueueFilter } from "@/lib/admin/queues/schemas";
import { AUDIT_TARGET } from "@/lib/admin/states";

export const QUEUE_PAGE_SIZE = 50;
const personSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  type: true,
  suspendedUntil: true,
  bannedAt: true,
  createdAt: true,
} as const;

/** Every queue with its open (not yet taken), assigned and oldest live item. */
export async function queueCounts(adminId: string) {
  const [rows, oldest, mine] = await Promise.all([
    db.queueItem.groupBy({ by: ["kind", "state"], where: { state: { in: LIVE_QUEUE_STATES } }, _count: { _all: true } }),
    db.queueItem.groupBy({ by: ["kind"], where: { state: { in: LIVE_QUEUE_STATES } }, _min: { openedAt: true } }),
    db.queueItem.groupBy({ by: ["kind"], where: { state: QUEUE_STATE.assigned, assigneeId: adminId }, _count: { _all: true } }),
  ]);
  const count = (kind: string, state: string) => rows.find((r) => r.kind === kind && r.state === state)?._count._all ?? 0;
  return QUEUES.map((q) => ({
    kind: q.kind,
    title: q.title,
    summary: q.summary,
    open: count(q.kind, QUEUE_STATE.open),
    assigned: count(q.kind, QUEUE_STATE.assigned),
    mine: mine.find((m) => m.kind === q.kind)?._count._all ?? 0,
    oldestAt: oldest.find((o) => o.kind === q.kind)?._min.openedAt?.toISOString() ?? null,
  }));
}

/** One queue, oldest first, 50 a page, with the filters' count. */
export async function listQueueItems(adminId: string, filter: QueueFilter) {
  const def = queueDef(filter.kind)!;
  const where: Prisma.QueueItemWhereInput = {
    kind: filter.kind,
    state: filter.state === "live" ? { in: LIVE_QUEUE_STATES } : filter.state,
    ...(filter.assignee === "me" ? { assigneeId: adminId } : filter.assignee === "none" ? { assigneeId: null } : {}),
    ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
  };
  const [total, rows] = await Promise.all([
    db.queueItem.count({ where }),
    db.queueItem.findMany({
      where,
      orderBy: [{ openedAt: "asc" }, { id: "asc" }],
      skip: (filter.page - 1) * QUEUE_PAGE_SIZE,
      take: QUEUE_PAGE_SIZE + 1,
      include: { subject: { select: personSelect } },
    }),
  ]);
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  const [previews, assignees] = await Promise.all([def.previews(page.map((r) => r.sourceId)), adminNames(page.map((r) => r.assigneeId))]);
  return {
    kind: def.kind,
    title: def.title,
    total,
    page: filter.page,
    hasMore: rows.length > QUEUE_PAGE_SIZE,
    items: page.map((r) => ({
      ...itemDto(r),
      preview: previews.get(r.sourceId) ?? "",
      assigneeName: r.assigneeId ? (assignees.get(r.assigneeId) ?? "") : null,
    })),
  };
}
export type QueueItemRow = Awaited<ReturnType<typeof listQueueItems>>["items"][number];

/** One item with everything needed to decide. */
export async function getQueueItem(itemId: string) {
  const item = await db.queueItem.findUnique({ where: { id: itemId }, include: { subject: { select: personSelect } } });
  if (!item) throw notFound(QUEUE_MSG.ItemNotFound);
  const def = queueDef(item.kind);
  const [detail, history, notices, audit, names] = await Promise.all([
    def ? def.detail(item) : null,
    reportHistory(item.subjectId),
    db.adminNotice.findMany({ where: { itemId: item.id }, orderBy: { createdAt: "asc" } }),
    db.auditLog.findMany({
      where: { targetType: AUDIT_TARGET.queue_item, targetId: item.id },
      orderBy: { at: "asc" },
      select: { id: true, at: true, action: true, actorId: true, reason: true },
    }),
    adminNames([item.assigneeId, item.closedById]),
  ]);
  return {
    ...itemDto(item),
    title: def?.title ?? item.kind,
    assigneeName: item.assigneeId ? (names.get(item.assigneeId) ?? "") : null,
    closedByName: item.closedById ? (names.get(item.closedById) ?? "") : null,
    subjectHistory: history,
    detail,
    notices: notices.map((n) => ({
      _id: n.id,
      message: n.message,
      createdAt: n.createdAt.toISOString(),
      reply: n.reply,
      repliedAt: n.repliedAt?.toISOString() ?? null,
    })),
    audit: audit.map((a) => ({ _id: a.id, at: a.at.toISOString(), action: a.action, actorId: a.actorId, reason: a.reason })),
  };
}
export type QueueItemDetail = Awaited<ReturnType<typeof getQueueItem>>;

type ItemRow = {
  id: string;
  kind: string;
  sourceId: string;
  state: string;
  assigneeId: string | null;
  assignedAt: Date | null;
  openedAt: Date;
  lastAt: Date;
  closedAt: Date | null;
  closeReason: string;
  subject: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    type: string;
    suspendedUntil: Date | null;
    bannedAt: Date | null;
    createdAt: Date;
  };
};

function itemDto(r: ItemRow) {
  return {
    _id: r.id,
    kind: r.kind as QueueKind,
    sourceId: r.sourceId,
    state: r.state,
    assigneeId: r.assigneeId,
    assignedAt: r.assignedAt?.toISOString() ?? null,
    openedAt: r.openedAt.toISOString(),
    lastAt: r.lastAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
    subject: {
      _id: r.subject.id,
      name: nameOf(r.subject),
      email: r.subject.email,
      type: r.subject.type,
      standing: standingOf(r.subject),
      since: r.subject.createdAt.toISOString(),
    },
  };
}

async function adminNames(ids: (string | null)[]) {
  const want = [...new Set(ids.filter((x): x is string => !!x))];
  if (!want.length) return new Map<string, string>();
  const rows = await db.user.findMany({ where: { id: { in: want } }, select: { id: true, firstName: true, lastName: true, email: true } });
  return new Map(rows.map((u) => [u.id, nameOf(u)]));
}
