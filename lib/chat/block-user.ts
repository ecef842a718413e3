// chat/block_user and chat/unblock_user: a block stops new messages between the two either way; their
// channel stays readable. Both are recorded (ChatBlock rows, with the time).
// Live: when the two have a channel, a new block publishes `leave` (reason "blocked", userId the blocker) to
// both members and lifting it publishes `join` (reason "unblocked"), in the same transaction, so an open chat
// screen swaps its input for the reason (or back) and the blocker's other tabs follow. Repeating a block or
// an unblock changes nothing and publishes nothing.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { publish, publishAll } from "@/lib/realtime";
import { assertMessageable, pairOf } from "@/lib/chat/access";

async function channelOfPair(tx: Tx, userId: string, otherId: string) {
  const row = await tx.chatChannel.findUnique({ where: { userLow_userHigh: pairOf(userId, otherId) }, select: { id: true } });
  return row?.id ?? null;
}

export async function blockUser(userId: string, otherId: string) {
  await assertMessageable(db, userId, otherId);
  await db.$transaction(async (tx) => {
    const added = await tx.$executeRaw`
      INSERT INTO "ChatBlock" ("blockerId", "blockedId") VALUES (${userId}, ${otherId}) ON CONFLICT DO NOTHING`;
    const channelId = added ? await channelOfPair(tx, userId, otherId) : null;
    if (channelId) await publish([userId, otherId], { type: "leave", channelId, userId, reason: "blocked" }, { tx });
  });
  return { blocked: true };
}

export async function unblockUser(userId: string, otherId: string) {
  await db.$transaction(async (tx) => {
    const removed = await tx.chatBlock.deleteMany({ where: { blockerId: userId, blockedId: otherId } });
    const channelId = removed.count ? await channelOfPair(tx, userId, otherId) : null;
    if (channelId) await publish([userId, otherId], { type: "join", channelId, userId, reason: "unblocked" }, { tx });
  });
  return { blocked: false };
}

/**
 * An account is being deleted (inside its deleting transaction): every channel of it publishes `leave`
 * (reason "deleted") to the other member, so their open chat screen stops offering to send. One statement
 * for the events however many channels.
 */
export async function announceAccountLeft(tx: Tx, userId: string) {
  const channels = await tx.$queryRaw<{ id: string; other: string }[]>`
    SELECT c."id", CASE WHEN c."userLow" = ${userId} THEN c."userHigh" ELSE c."userLow" END AS other
    FROM "ChatMember" m JOIN "ChatChannel" c ON c."id" = m."channelId" WHERE m."userId" = ${userId}`;
  if (!channels.length) return;
  await publishAll(
    channels.map((c) => ({ userIds: [c.other], event: { type: "leave", channelId: c.id, userId, reason: "deleted" } as const })),
    { tx },
  );
}
