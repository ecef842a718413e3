// admin/queue_assign and admin/queue_close: an item's guarded changes. Assign-to-me is one
// UPDATE … WHERE state = 'open': of two admins taking the same item at once, one wins and the other is told it
// is taken (409). Closing (resolved: acted on; dismissed: nothing to do) takes a live item that is not
// another admin's, with a reason, and writes the audit row in the same transaction. A kind may refuse closing by
// hand (the registry's closeRefusal): a dispute's item closes only with its decision (admin/resolve_dispute).
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import { recordAudit } from "@/lib/admin/audit";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import { QUEUE_MSG } from "@/lib/admin/queues/messages";
import { LIVE_QUEUE_STATES, QUEUE_STATE } from "@/lib/admin/queues/states";
import { QUEUES } from "@/lib/admin/queues/registry";
import type { QueueCloseInput, QueueItemInput } from "@/lib/admin/queues/schemas";

export async function assignToMe(admin: { id: string }, input: QueueItemInput, now = new Date()) {
  const { count } = await db.queueItem.updateMany({
    where: { id: input.itemId, state: QUEUE_STATE.open },
    data: { state: QUEUE_STATE.assigned, assigneeId: admin.id, assignedAt: now },
  });
  const item = await db.queueItem.findUnique({
    where: { id: input.itemId },
    select: { id: true, state: true, assigneeId: true, assignedAt: true },
  });
  if (!item) throw notFound(QUEUE_MSG.ItemNotFound);
  if (count === 0) {
    // already mine: nothing to change
    if (item.state === QUEUE_STATE.assigned && item.assigneeId === admin.id) return itemState(item);
    throw conflict(item.state === QUEUE_STATE.assigned ? QUEUE_MSG.TakenByOther : QUEUE_MSG.NotLive);
  }
  return itemState(item);
}

export async function closeItem(admin: { id: string }, input: QueueCloseInput, now = new Date()) {
  return db.$transaction(async (tx) => {
    const before = await tx.queueItem.findUnique({
      where: { id: input.itemId },
      select: { id: true, state: true, assigneeId: true, kind: true, sourceId: true },
    });
    if (!before) throw notFound(QUEUE_MSG.ItemNotFound);
    // a kind may keep its items open until their own decision (a dispute's: admin/resolve_dispute)
    const refusal = await QUEUES.find((q) => q.kind === before.kind)?.closeRefusal?.(tx, before.sourceId);
    if (refusal) throw conflict(refusal);
    const { count } = await tx.queueItem.updateMany({
      where: {
        id: input.itemId,
        state: { in: LIVE_QUEUE_STATES },
        OR: [{ assigneeId: null }, { assigneeId: admin.id }],
      },
      data: { state: input.outcome, closedAt: now, closedById: admin.id, closeReason: input.reason },
    });
    if (count === 0) throw conflict(before.state === QUEUE_STATE.assigned ? QUEUE_MSG.TakenByOther : QUEUE_MSG.NotLive);
    const audit = await recordAudit(tx, {
      actorId: admin.id,
      action: input.outcome === QUEUE_STATE.dismissed ? AUDIT_ACTION.dismiss : AUDIT_ACTION.resolve,
      targetType: AUDIT_TARGET.queue_item,
      targetId: input.itemId,
      reason: input.reason,
      before: { state: before.state, assigneeId: before.assigneeId },
      after: { state: input.outcome, assigneeId: before.assigneeId },
    });
    return { _id: input.itemId, state: input.outcome, closedAt: now.toISOString(), auditId: audit.id };
  });
}

function itemState(i: { id: string; state: string; assigneeId: string | null; assignedAt: Date | null }) {
  return { _id: i.id, state: i.state, assigneeId: i.assigneeId, assignedAt: i.assignedAt?.toISOString() ?? null };
}
