// What a dispute's queue item shows an admin to decide (admin/resolve_dispute): both sides' notes and the
// amounts (lib/disputes/queries.ts's DisputeDto), the time clock records of the timesheet (of the whole contract
// for a delivery), and the chat between the two people since the contract began (the latest CHAT_LIMIT messages).
import "server-only";
import { db } from "@/lib/db";
import { pairOf } from "@/lib/chat/access";
import { disputeDto, disputeSelect } from "@/lib/disputes/queries";

export const CHAT_LIMIT = 50;

export async function disputeDetail(sourceId: string) {
  const d = await db.dispute.findUnique({
    where: { id: sourceId },
    select: { ...disputeSelect, contract: { select: { ...disputeSelect.contract.select, createdAt: true } } },
  });
  if (!d) return null;
  const channel = await db.chatChannel.findUnique({ where: { userLow_userHigh: pairOf(d.workerId, d.employerId) }, select: { id: true } });
  const [entries, messages] = await Promise.all([
    db.timeEntry.findMany({
      where: d.timesheetId ? { timesheetId: d.timesheetId } : { contractId: d.contractId },
      orderBy: [{ start: "asc" }, { id: "asc" }],
      take: 200,
      select: { id: true, start: true, end: true, type: true, memo: true, paidAt: true },
    }),
    channel
      ? db.chatMessage.findMany({
          where: { channelId: channel.id, createdAt: { gte: d.contract.createdAt } },
          orderBy: { seq: "desc" },
          take: CHAT_LIMIT,
          select: { id: true, senderId: true, content: true, contentType: true, createdAt: true, hiddenAt: true },
        })
      : [],
  ]);
  return {
    kind: "dispute" as const,
    dispute: disputeDto(d, null),
    entries: entries.map((e) => ({
      _id: e.id,
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      minutes: Math.round((e.end.getTime() - e.start.getTime()) / 60_000),
      type: e.type,
      memo: e.memo,
      paid: Boolean(e.paidAt),
    })),
    chat: messages.reverse().map((m) => ({
      _id: m.id,
      from: m.senderId === d.workerId ? ("worker" as const) : ("employer" as const),
      content: m.content,
      contentType: m.contentType,
      createdAt: m.createdAt.toISOString(),
      hidden: Boolean(m.hiddenAt),
    })),
  };
}
