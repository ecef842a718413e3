// chat/join_channel: the channel of the caller and another person, created when it does not exist yet.
import { db, type Tx } from "@/lib/db";
import { assertMessageable, pairOf } from "@/lib/chat/access";
import { getChannelDto } from "@/lib/chat/queries";

/** The channel id of the pair, creating the channel (and both member rows) when missing; race-safe. */
export async function ensureChannel(tx: Tx, userId: string, otherId: string): Promise<string> {
  const pair = pairOf(userId, otherId);
  // ON CONFLICT: two first messages at once still give one channel
  const created = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "ChatChannel" ("id", "userLow", "userHigh") VALUES (${newId()}, ${pair.userLow}, ${pair.userHigh})
    ON CONFLICT ("userLow", "userHigh") DO NOTHING RETURNING "id"`;
  if (created[0]) {
    await tx.chatMember.createMany({ data: [{ channelId: created[0].id, userId }, { channelId: created[0].id, userId: otherId }] });
    return created[0].id;
  }
  const existing = await tx.chatChannel.findUniqueOrThrow({ where: { userLow_userHigh: pair }, select: { id: true } });
  return existing.id;
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
