// chat/send_message and the delivery both send calls share. One transaction, in few round trips:
//   1. lock the channel row (sends and reads of a channel serialise on it, so the sequence order is the commit
//      order and unread counts stay exact) and, in the same statement, check membership, that the other
//      person still exists, the block state, and whether an "e-mail when away" job is already pending;
//   2. one statement: insert the message, set the channel's last message, bump both members' inbox order and
//      the receiver's unread count, and read the receiver's new total;
//   3. publish join (a channel created by this message) + send + unread with `tx` in one statement (nothing
//      is delivered unless it commits);
//   4. queue the "message while away" e-mail — only when none is pending for this channel and receiver.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { scanContactDetails } from "@/lib/moderation/contact-scanner";
import { publishAll, type EventBatchItem } from "@/lib/realtime";
import { ensureQueueSchema } from "@/lib/background/queue";
import { assertMessageable, memberChannel } from "@/lib/chat/access";
import { findOrCreateChannel, joinCreatedItem } from "@/lib/chat/join-channel";
import { toMessageWire, type MessageRow } from "@/lib/chat/dto";
import { AWAY_EMAIL_KEY_PREFIX, scheduleAwayEmail } from "@/lib/chat/away-email";
import { CHAT_MSG } from "@/lib/chat/messages";
import { CHAT_TX_OPTIONS } from "@/lib/chat/constants";
import type { SendMessageInput } from "@/lib/chat/schemas";

type Target = { channelId?: string; receiver?: string; sender?: string };
/** Where a message goes: an existing channel (its members are checked under the lock; `receiverId`, when
 *  given, must be the other member) or a person (their channel with the sender, created when missing). */
export type DeliveryTarget = { channelId: string | null; receiverId: string | null };
export type Outgoing = { content: string; contentType: "text" | "image"; storageKey?: string | null; id?: string };

/** Who the message goes to and through which channel, checked now (member, not self, the other exists):
 *  the refused-message record and the photo upload need it before anything is stored. */
export async function resolveTarget(user: Pick<AuthUser, "id">, target: Target) {
  if (target.sender && target.sender !== user.id) throw forbidden(CHAT_MSG.SenderMismatch);
  if (target.channelId) {
    const channel = await memberChannel(db, target.channelId, user.id);
    if (target.receiver && target.receiver !== channel.otherId) throw badRequest(CHAT_MSG.ReceiverMismatch);
    // a deleted account keeps its history but receives nothing new
    await assertMessageable(db, user.id, channel.otherId);
    return { channelId: channel.id as string | null, receiverId: channel.otherId };
  }
  if (!target.receiver) throw badRequest(CHAT_MSG.NoTarget);
  await assertMessageable(db, user.id, target.receiver);
  return { channelId: null as string | null, receiverId: target.receiver };
}

export async function sendMessage(user: AuthUser, input: SendMessageInput) {
  if (input.sender && input.sender !== user.id) throw forbidden(CHAT_MSG.SenderMismatch);
  const scan = scanContactDetails(input.content);
  if (scan.flagged) {
    const target = await resolveTarget(user, input);
    // not delivered; the attempt is kept for trust and safety review
    await db.chatViolation.create({
      data: { senderId: user.id, receiverId: target.receiverId, channelId: target.channelId, text: input.content, matches: scan.matches },
    });
    throw badRequest(CHAT_MSG.ViolationWarning);
  }
  // the common case (a channel id) is checked inside the transaction, under the channel lock
  const target = input.channelId ? { channelId: input.channelId, receiverId: input.receiver ?? null } : await resolveTarget(user, input);
  return deliver(user.id, target, { content: input.content, contentType: "text" });
}

/** Writes and publishes one message; answers it with its channel id. */
export async function deliver(senderId: string, target: DeliveryTarget, out: Outgoing) {
  await ensureQueueSchema(); // the pending-job check reads graphile-worker's table (created once per process)
  return db.$transaction(async (tx) => {
    const events: EventBatchItem[] = [];
    let channelId = target.channelId;
    if (!channelId) {
      if (!target.receiverId) throw badRequest(CHAT_MSG.NoTarget);
      const made = await findOrCreateChannel(tx, senderId, target.receiverId);
      channelId = made.channelId;
      if (made.created) events.push(joinCreatedItem(channelId, senderId, target.receiverId));
    }
    const channel = await lockForSend(tx, channelId, senderId);
    if (target.receiverId && target.receiverId !== channel.otherId) throw badRequest(CHAT_MSG.ReceiverMismatch);
    const receiverId = channel.otherId;
    const written = await writeMessage(tx, { id: out.id ?? newMessageId(), channelId, senderId, receiverId, out });
    const wire = toMessageWire(written);
    events.push(
      { userIds: [senderId, receiverId], event: { type: "send", channelId, message: wire } },
      { userIds: [receiverId], event: { type: "unread", channelId, unreadCounts: written.unread, totalUnread: written.totalUnread } },
    );
    await publishAll(events, { tx });
    if (!channel.awayPending) await scheduleAwayEmail(tx, { channelId, receiverId });
    return { message: wire, channelId };
  }, CHAT_TX_OPTIONS);
}

type LockRow = {
  id: string;
  userLow: string;
  userHigh: string;
  otherGone: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
  awayPending: boolean;
};

/**
 * Step 1: the channel row locked (FOR UPDATE) with everything a send checks, in one statement. A refusal
 * throws (404 no channel, 403 not a member, 404 the other account deleted, 403 either block), which rolls back.
 * `awayPending`: the receiver's away-email job (same key as awayEmailJobKey) is waiting, not yet running
 * and not failed — adding it again ("preserve_run_at") would change nothing.
 */
async function lockForSend(tx: Tx, channelId: string, senderId: string) {
  const rows = await tx.$queryRawUnsafe<LockRow[]>(
    `WITH c AS (
       SELECT "id", "userLow", "userHigh", CASE WHEN "userLow" = $2 THEN "userHigh" ELSE "userLow" END AS other
       FROM "ChatChannel" WHERE "id" = $1 FOR UPDATE
     )
     SELECT c."id", c."userLow", c."userHigh",
       NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = c.other AND u."deletedAt" IS NULL) AS "otherGone",
       EXISTS (SELECT 1 FROM "ChatBlock" b WHERE b."blockerId" = $2 AND b."blockedId" = c.other) AS "blockedByMe",
       EXISTS (SELECT 1 FROM "ChatBlock" b WHERE b."blockerId" = c.other AND b."blockedId" = $2) AS "blockedMe",
       EXISTS (
         SELECT 1 FROM graphile_worker._private_jobs j
         WHERE j."key" = $3 || c."id" || ':' || c.other AND j.locked_at IS NULL AND j.attempts = 0
       ) AS "awayPending"
     FROM c`,
    channelId,
    senderId,
    AWAY_EMAIL_KEY_PREFIX,
  );
  const row = rows[0];
  if (!row) throw notFound(CHAT_MSG.ChannelNotFound);
  if (row.userLow !== senderId && row.userHigh !== senderId) throw forbidden(CHAT_MSG.NotMember);
  if (row.otherGone) throw notFound(CHAT_MSG.UserNotFound);
  if (row.blockedByMe) throw forbidden(CHAT_MSG.BlockedByMe);
  if (row.blockedMe) throw forbidden(CHAT_MSG.BlockedMe);
  return { otherId: row.userLow === senderId ? row.userHigh : row.userLow, awayPending: row.awayPending };
}

type Written = MessageRow & { unread: number; totalUnread: number };

/** Step 2: the message, the channel's last message, both member rows and the receiver's total, one statement.
 *  The total is the receiver's other channels (as committed now) plus this channel's new count. */
async function writeMessage(tx: Tx, m: { id: string; channelId: string; senderId: string; receiverId: string; out: Outgoing }) {
  const { out } = m;
  const rows = await tx.$queryRawUnsafe<(Omit<Written, "unread" | "totalUnread"> & { unread: number; totalUnread: bigint | number })[]>(
    `WITH msg AS (
       INSERT INTO "ChatMessage" ("id", "channelId", "senderId", "receiverId", "content", "contentType", "storageKey", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamp(3))
       RETURNING "id", "seq", "channelId", "senderId", "receiverId", "content", "contentType", "createdAt"
     ), channel AS (
       UPDATE "ChatChannel" SET "lastMessage" = $9, "messageType" = $6, "lastMessageId" = $1, "lastMessageAt" = $8::timestamp(3)
       WHERE "id" = $2
     ), members AS (
       UPDATE "ChatMember" SET "sortAt" = $8::timestamp(3),
         "unreadCount" = "unreadCount" + CASE WHEN "userId" = $4 THEN 1 ELSE 0 END
       WHERE "channelId" = $2 RETURNING "userId", "unreadCount"
     )
     SELECT msg.*,
       (SELECT "unreadCount" FROM members WHERE "userId" = $4) AS unread,
       (SELECT "unreadCount" FROM members WHERE "userId" = $4)
         + (SELECT COALESCE(SUM("unreadCount"), 0) FROM "ChatMember" WHERE "userId" = $4 AND "channelId" <> $2) AS "totalUnread"
     FROM msg`,
    m.id,
    m.channelId,
    m.senderId,
    m.receiverId,
    out.content,
    out.contentType,
    out.storageKey ?? null,
    new Date().toISOString().replace("Z", ""),
    out.contentType === "image" ? "" : out.content.slice(0, 500),
  );
  const row = rows[0];
  return { ...row, unread: Number(row.unread ?? 0), totalUnread: Number(row.totalUnread ?? 0) } satisfies Written;
}

function newMessageId() {
  return `m${Date.now().toString(36)}${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}
