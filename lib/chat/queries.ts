// Reads of the chat: the inbox (one row per channel, newest first, keyset pages), one channel, and the
// history (keyset pages by the message sequence, never OFFSET). The two hot reads (inbox, history) go through
// the process's pg pool directly (as lib/search does): one statement each, no ORM round trip on top.
import { db, pool } from "@/lib/db";
import { badRequest, forbidden } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import { memberChannel, blockState } from "@/lib/chat/access";
import { CHANNEL_PAGE_SIZE, MESSAGE_PAGE_SIZE } from "@/lib/chat/constants";
import { CHAT_MSG, DELETED_NAME } from "@/lib/chat/messages";
import { lastMessagePreview, toMessageWire, type MessageRow } from "@/lib/chat/dto";

type ChannelRow = {
  id: string;
  lastMessage: string;
  messageType: string;
  lastMessageId: string | null;
  lastMessageAt: Date | null;
  sortAt: Date;
  unreadCount: number;
  lastReadMessageId: string | null;
  otherId: string;
  otherLastReadMessageId: string | null;
  otherLastReadAt: Date | null;
  firstName: string;
  lastName: string;
  company: string;
  accountType: string | null;
  avatar: string;
  deletedAt: Date | null;
};

const CHANNEL_SELECT = `
  SELECT c."id", c."lastMessage", c."messageType", c."lastMessageId", c."lastMessageAt", m."sortAt", m."unreadCount",
         m."lastReadMessageId", o."userId" AS "otherId", o."lastReadMessageId" AS "otherLastReadMessageId",
         o."lastReadAt" AS "otherLastReadAt", u."firstName", u."lastName", u."company", u."accountType"::text AS "accountType",
         u."avatar", u."deletedAt"
  FROM "ChatMember" m
  JOIN "ChatChannel" c ON c."id" = m."channelId"
  JOIN "ChatMember" o ON o."channelId" = m."channelId" AND o."userId" <> m."userId"
  JOIN "User" u ON u."id" = o."userId"`;

function toChannelDto(r: ChannelRow, userId: string) {
  return {
    _id: r.id,
    members: [userId, r.otherId],
    lastMessage: lastMessagePreview(r),
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    lastMessageId: r.lastMessageId,
    messageType: r.messageType === "image" ? "image" : "text",
    /** the spec's unreadCounts by user id: the caller's own count */
    unreadCounts: { [userId]: r.unreadCount },
    unread: r.unreadCount,
    lastReadMessageId: r.lastReadMessageId,
    other: {
      _id: r.otherId,
      name: r.deletedAt ? DELETED_NAME : displayName(r) || "Gigline user",
      avatar: r.deletedAt ? "" : r.avatar,
      /** the last message of this channel the other person has read: the "Seen" mark */
      lastReadMessageId: r.otherLastReadMessageId,
    },
  };
}
export type ChannelDto = ReturnType<typeof toChannelDto>;

/** The cursor of the inbox: the last row's (sortAt, channel id). */
const encodeListCursor = (r: ChannelRow) => Buffer.from(`${r.sortAt.toISOString()}|${r.id}`).toString("base64url");
function decodeListCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  if (!id || Number.isNaN(date.getTime())) throw badRequest(CHAT_MSG.BadCursor);
  return { at: date, id };
}

/** chat/get_channel_list: the caller's conversations with a message, newest first, one page. */
export async function listChannels(userId: string, opts: { cursor?: string; limit?: number } = {}) {
  const limit = opts.limit ?? CHANNEL_PAGE_SIZE;
  const after = opts.cursor ? decodeListCursor(opts.cursor) : null;
  const [{ rows }, totalUnread] = await Promise.all([
    pool().query<ChannelRow>({
      // named: prepared once per connection, so the planner's work is not paid on every call
      name: after ? "chat_inbox_after" : "chat_inbox_first",
      text: `${CHANNEL_SELECT}
       WHERE m."userId" = $1 AND c."lastMessageAt" IS NOT NULL
         ${after ? `AND (m."sortAt", m."channelId") < ($3::timestamp(3), $4)` : ""}
       ORDER BY m."sortAt" DESC, m."channelId" DESC
       LIMIT $2`,
      values: [userId, limit + 1, ...(after ? [after.at.toISOString().replace("Z", ""), after.id] : [])],
    }),
    totalUnreadOf(userId),
  ]);
  const page = rows.slice(0, limit);
  return {
    channelList: page.map((r) => toChannelDto(r, userId)),
    totalUnread,
    cursor: rows.length > limit ? encodeListCursor(page[page.length - 1]) : null,
  };
}

export async function totalUnreadOf(userId: string, client?: Pick<typeof db, "$queryRaw">) {
  if (!client) {
    const { rows } = await pool().query<{ n: string | null }>({ name: "chat_total_unread", text: TOTAL_UNREAD, values: [userId] });
    return Number(rows[0]?.n ?? 0);
  }
  const rows = await client.$queryRaw<{ n: bigint | null }[]>`SELECT SUM("unreadCount") AS n FROM "ChatMember" WHERE "userId" = ${userId}`;
  return Number(rows[0]?.n ?? 0);
}
const TOTAL_UNREAD = `SELECT SUM("unreadCount") AS n FROM "ChatMember" WHERE "userId" = $1`;

/** One channel as the caller sees it, with the block state (the chat screen and join_channel). */
export async function getChannelDto(channelId: string, userId: string) {
  const rows = await db.$queryRawUnsafe<ChannelRow[]>(`${CHANNEL_SELECT} WHERE m."channelId" = $1 AND m."userId" = $2`, channelId, userId);
  if (!rows[0]) throw forbidden(CHAT_MSG.NotMember);
  const blocks = await blockState(db, userId, rows[0].otherId);
  return { ...toChannelDto(rows[0], userId), ...blocks };
}

/** chat/get_previous_messages: a page of history, oldest first; `cursor` is the page's oldest sequence. */
export async function previousMessages(userId: string, channelId: string, cursor?: string, limit = MESSAGE_PAGE_SIZE) {
  // the member check rides along in the same statement; an empty answer asks why (no channel, not a member)
  const { rows } = await pool().query<MessageRow>({
    name: cursor ? "chat_history_before_v2" : "chat_history_newest_v2",
    // a message an admin hid: gone for the receiver; its sender reads "Hidden by Gigline: <reason>" in its place
    text: `SELECT "id", "seq", "channelId", "senderId", "receiverId",
       CASE WHEN "hiddenAt" IS NULL THEN "content" ELSE 'Hidden by Gigline: ' || "hiddenReason" END AS "content",
       CASE WHEN "hiddenAt" IS NULL THEN "contentType" ELSE 'text' END AS "contentType", "createdAt"
     FROM "ChatMessage"
     WHERE "channelId" = $1 ${cursor ? `AND "seq" < $4::bigint` : ""}
       AND ("hiddenAt" IS NULL OR "senderId" = $3)
       AND EXISTS (SELECT 1 FROM "ChatChannel" c WHERE c."id" = $1 AND $3 IN (c."userLow", c."userHigh"))
     ORDER BY "seq" DESC LIMIT $2`,
    values: [channelId, limit + 1, userId, ...(cursor ? [cursor] : [])],
  });
  if (rows.length === 0) await memberChannel(db, channelId, userId);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map(toMessageWire),
    cursor: rows.length > limit ? String(page[0].seq) : null,
    hasMore: rows.length > limit,
  };
}
