// chat/join_channel: the channel of the caller and another person, created when it does not exist yet. A new
// channel publishes `join` (reason "created") to both members in the creating transaction, so the other
// person's inbox learns of it live.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { publishAll, type EventBatchItem } from "@/lib/realtime";
import { assertMessageable, pairOf } from "@/lib/chat/access";
import { getChannelDto } from "@/lib/chat/queries";

/** The channel id of the pair and whether this call created it (the channel and both member rows in one
 *  statement); race-safe: two first messages at once still give one channel. Publishes nothing. */
export async function findOrCreateChannel(tx: Tx, userId: string, otherId: string): Promise<{ channelId: string; created: boolean }> {
  const pair = pairOf(userId, otherId);
  const created = await tx.$queryRaw<{ id: string }[]>`
    WITH ins AS (
      INSERT INTO "ChatChannel" ("id", "userLow", "userHigh") VALUES (${newId()}, ${pair.userLow}, ${pair.userHigh})
      ON CONFLICT ("userLow", "userHigh") DO NOTHING RETURNING "id"
    ), members AS (
      INSERT INTO "ChatMember" ("channelId", "userId") SELECT ins."id", u FROM ins, unnest(ARRAY[${userId}, ${otherId}]::text[]) AS u
    )
    SELECT "id" FROM ins`;
  if (created[0]) return { channelId: created[0].id, created: true };
  // a separate statement: its snapshot sees a channel that a racing transaction committed meanwhile
  const existing = await tx.chatChannel.findUniqueOrThrow({ where: { userLow_userHigh: pair }, select: { id: true } });
  return { channelId: existing.id, created: false };
}

/** The `join` event of a channel `creatorId` just created with `otherId`, to both members. */
export const joinCreatedItem = (channelId: string, creatorId: string, otherId: string): EventBatchItem => ({
  userIds: [creatorId, otherId],
  event: { type: "join", channelId, userId: creatorId, reason: "created" },
});

/** The channel id of the pair, creating it (and publishing `join`) when missing. */
export async function ensureChannel(tx: Tx, userId: string, otherId: string): Promise<string> {
  const { channelId, created } = await findOrCreateChannel(tx, userId, otherId);
  if (created) await publishAll([joinCreatedItem(channelId, userId, otherId)], { tx });
  return channelId;
}

export async function joinChannel(userId: string, otherId: string) {
  await assertMessageable(db, userId, otherId);
  const channelId = await db.$transaction((tx) => ensureChannel(tx, userId, otherId));
  return getChannelDto(channelId, userId);
}

/** The existing channel of two people, or null (opening a chat by user id creates nothing yet). */
export async function findChannelOfPair(userId: string, otherId: string) {
  const row = await db.chatChannel.findUnique({ where: { userLow_userHigh: pairOf(userId, otherId) }, select: { id: true } });
  return row?.id ?? null;
}

function newId() {
  return `c${Date.now().toString(36)}${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}
