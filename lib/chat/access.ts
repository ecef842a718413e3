// Who may touch a channel, and whether two people may message each other.
import { db, type Tx } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http/errors";
import { CHAT_MSG } from "@/lib/chat/messages";

type Client = Tx | typeof db;

/** The two members' ids sorted: the channel's unique key. */
export const pairOf = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/**
 * The channel with the caller's membership, or a refusal: 404 when there is no such channel, 403 when it is
 * someone else's. `lock` takes the channel row's lock (sends and reads serialise on it).
 */
export async function memberChannel(client: Client, channelId: string, userId: string, opts: { lock?: boolean } = {}) {
  const rows = await client.$queryRawUnsafe<{ id: string; userLow: string; userHigh: string; lastMessageId: string | null }[]>(
    `SELECT "id", "userLow", "userHigh", "lastMessageId" FROM "ChatChannel" WHERE "id" = $1${opts.lock ? " FOR UPDATE" : ""}`,
    channelId,
  );
  const channel = rows[0];
  if (!channel) throw notFound(CHAT_MSG.ChannelNotFound);
  if (channel.userLow !== userId && channel.userHigh !== userId) throw forbidden(CHAT_MSG.NotMember);
  const otherId = channel.userLow === userId ? channel.userHigh : channel.userLow;
  return { ...channel, otherId };
}

/** A person who can be messaged: exists and is not deleted. */
export async function assertMessageable(client: Client, userId: string, otherId: string) {
  if (otherId === userId) throw forbidden(CHAT_MSG.Self);
  const other = await client.user.findFirst({ where: { id: otherId, deletedAt: null }, select: { id: true } });
  if (!other) throw notFound(CHAT_MSG.UserNotFound);
}

/** The block state between two people, from `userId`'s side. */
export async function blockState(client: Client, userId: string, otherId: string) {
  const rows = await client.chatBlock.findMany({
    where: {
      OR: [
        { blockerId: userId, blockedId: otherId },
        { blockerId: otherId, blockedId: userId },
      ],
    },
    select: { blockerId: true },
  });
  return { blockedByMe: rows.some((r) => r.blockerId === userId), blockedMe: rows.some((r) => r.blockerId === otherId) };
}

/** No new messages either way while one of the two blocks the other. */
export async function assertNotBlocked(client: Client, userId: string, otherId: string) {
  const state = await blockState(client, userId, otherId);
  if (state.blockedByMe) throw forbidden(CHAT_MSG.BlockedByMe);
  if (state.blockedMe) throw forbidden(CHAT_MSG.BlockedMe);
}
