// Every chat/* call against real PostgreSQL: members only, blocks, contact details refused and recorded,
// images checked by content, keyset history, unread counts under concurrency, the e-mail when away.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser, fakeFile, pngFile } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { sqlStatements } from "../helpers/sql-statements";
import { CHAT_MSG } from "@/lib/chat/messages";
import { CHAT_IMAGE_MAX_BYTES, MESSAGE_PAGE_SIZE } from "@/lib/chat/constants";
import { awayEmailJobKey, sendAwayEmail } from "@/lib/chat/away-email";
import { runDueJobs } from "@/lib/background/queue";
import { POST as getChannelList } from "@/app/api/chat/get_channel_list/route";
import { POST as joinChannel } from "@/app/api/chat/join_channel/route";
import { POST as getPrevious } from "@/app/api/chat/get_previous_messages/route";
import { POST as sendMessage } from "@/app/api/chat/send_message/route";
import { POST as sendImage } from "@/app/api/chat/send_image/route";
import { POST as readChannel } from "@/app/api/chat/read_channel/route";
import { POST as blockUser } from "@/app/api/chat/block_user/route";
import { POST as unblockUser } from "@/app/api/chat/unblock_user/route";
import { POST as reportMessage } from "@/app/api/chat/report_message/route";
import { POST as setAway } from "@/app/api/chat/set_email_when_away/route";
import { GET as chatImage } from "@/app/api/chat/image/[id]/route";

const employer = (data: Record<string, unknown> = {}) =>
  createUser({
    type: "customer",
    firstName: "Erin",
    lastName: "Boss",
    data: { accountType: "company", company: "Erin's Events", ...data },
  });
const worker = () => createUser({ type: "provider", firstName: "Pat", lastName: "Lee" });

async function pair() {
  const a = await employer();
  const b = await worker();
  const joined = await call(joinChannel, { token: a.token, body: { userId: b.user.id } });
  expect(joined.status).toBe(200);
  return { a, b, channelId: joined.json.channel._id as string };
}

const send = (token: string, body: Record<string, unknown>) => call(sendMessage, { token, body });

function imageForm(fields: Record<string, string>, file: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("picture", file);
  return form;
}

describe("chat/join_channel", () => {
  it("gives the same channel of two people whoever asks, and refuses self and unknown people", async () => {
    const { a, b, channelId } = await pair();
    const again = await call(joinChannel, { token: b.token, body: { userId: a.user.id } });
    expect(again.json.channel._id).toBe(channelId);
    expect(again.json.channel.other).toMatchObject({ _id: a.user.id, name: "Erin's Events" });
    expect(await db.chatChannel.count({ where: { id: channelId } })).toBe(1);
    expect((await call(joinChannel, { token: a.token, body: { userId: a.user.id } })).status).toBe(403);
    const unknown = await call(joinChannel, { token: a.token, body: { userId: "nobody-here" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(CHAT_MSG.UserNotFound);
    expect((await call(joinChannel, { body: { userId: b.user.id } })).status).toBe(401);
  });

  it("gives one channel when both people open it at once", async () => {
    const a = await employer();
    const b = await worker();
    const answers = await Promise.all([
      call(joinChannel, { token: a.token, body: { userId: b.user.id } }),
      call(joinChannel, { token: b.token, body: { userId: a.user.id } }),
      call(joinChannel, { token: a.token, body: { userId: b.user.id } }),
    ]);
    expect(new Set(answers.map((r) => r.json.channel._id)).size).toBe(1);
  });
});

describe("chat/send_message", () => {
  it("delivers a trimmed text, bumps the receiver's unread count and the inbox of both", async () => {
    const { a, b, channelId } = await pair();
    const sent = await send(a.token, { channelId, content: "  Can you start at 9?  " });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toMatchObject({
      channelId,
      sender: a.user.id,
      receiver: b.user.id,
      content: "Can you start at 9?",
      contentType: "text",
    });
    const list = await call(getChannelList, { token: b.token, body: { userId: b.user.id } });
    expect(list.json.channelList[0]).toMatchObject({
      _id: channelId,
      lastMessage: "Can you start at 9?",
      unread: 1,
      unreadCounts: { [b.user.id]: 1 },
    });
    expect(list.json.totalUnread).toBe(1);
    const mine = await call(getChannelList, { token: a.token, body: {} });
    expect(mine.json.channelList[0]).toMatchObject({ _id: channelId, unread: 0, other: { _id: b.user.id, name: "Pat Lee" } });
  });

  it("opens the channel of two people on the first message sent to a person", async () => {
    const a = await employer();
    const b = await worker();
    const sent = await send(b.token, { receiver: a.user.id, content: "Hello!" });
    expect(sent.status).toBe(200);
    const channel = await db.chatChannel.findUniqueOrThrow({ where: { id: sent.json.channelId } });
    expect([channel.userLow, channel.userHigh].sort()).toEqual([a.user.id, b.user.id].sort());
    const second = await send(b.token, { receiver: a.user.id, content: "Still there?" });
    expect(second.json.channelId).toBe(channel.id);
  });

  it("refuses empty text, a forged sender, a wrong receiver and no target", async () => {
    const { a, b, channelId } = await pair();
    const empty = await send(a.token, { channelId, content: "   \n " });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(CHAT_MSG.EmptyMessage);
    expect((await send(a.token, { channelId, content: "hi", sender: b.user.id })).status).toBe(403);
    const other = await worker();
    expect((await send(a.token, { channelId, content: "hi", receiver: other.user.id })).json.error).toBe(CHAT_MSG.ReceiverMismatch);
    expect((await send(a.token, { content: "hi" })).json.error).toBe(CHAT_MSG.NoTarget);
    expect(await db.chatMessage.count({ where: { channelId } })).toBe(0);
  });

  it("is members only: 403 for someone else's channel, 404 for none", async () => {
    const { channelId } = await pair();
    const stranger = await worker();
    const refused = await send(stranger.token, { channelId, content: "let me in" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(CHAT_MSG.NotMember);
    expect((await send(stranger.token, { channelId: "no-such-channel", content: "hi" })).status).toBe(404);
    expect((await call(getPrevious, { token: stranger.token, body: { channelId } })).status).toBe(403);
    expect((await call(readChannel, { token: stranger.token, body: { channelId } })).status).toBe(403);
    expect((await call(getPrevious, { token: stranger.token, body: { channelId: "no-such-channel" } })).status).toBe(404);
    // get_channel_list is always the session's own list
    const { a } = await pair();
    expect((await call(getChannelList, { token: stranger.token, body: { userId: a.user.id } })).status).toBe(403);
  });

  it("does not deliver contact details: the spec's warning, and the attempt recorded", async () => {
    const { a, b, channelId } = await pair();
    const text = "call me at five five five, 123 4567 or mail pat at gmail dot com";
    const refused = await send(b.token, { channelId, content: text });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(
      "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.",
    );
    expect(await db.chatMessage.count({ where: { channelId } })).toBe(0);
    const [violation] = await db.chatViolation.findMany({ where: { senderId: b.user.id } });
    expect(violation).toMatchObject({ receiverId: a.user.id, channelId, text });
    expect((violation.matches as unknown[]).length).toBeGreaterThan(0);
    const list = await call(getChannelList, { token: a.token, body: {} });
    expect(list.json.channelList.find((c: { _id: string }) => c._id === channelId)).toBeUndefined();
  });

  it("sends nothing new to a deleted account, whose history stays readable", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "Before" });
    await db.user.update({ where: { id: b.user.id }, data: { deletedAt: new Date() } });
    const refused = await send(a.token, { channelId, content: "After" });
    expect(refused.status).toBe(404);
    expect(refused.json.error).toBe(CHAT_MSG.UserNotFound);
    expect((await call(getPrevious, { token: a.token, body: { channelId } })).json.messages).toHaveLength(1);
    const list = await call(getChannelList, { token: a.token, body: {} });
    expect(list.json.channelList[0].other).toMatchObject({ _id: b.user.id, name: "Deleted user", avatar: "" });
  });

  it("works with the web session cookie too", async () => {
    const { a, channelId } = await pair();
    const { cookie } = await webSessionCookie(a.user);
    const sent = await call(sendMessage, { headers: { cookie }, body: { channelId, content: "From the browser" } });
    expect(sent.status).toBe(200);
  });
});

describe("blocking", () => {
  it("stops new messages either way, keeps the channel readable, and unblocking lets them through", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "Before the block" });
    expect((await call(blockUser, { token: b.token, body: { userId: a.user.id } })).json).toEqual({ result: true, blocked: true });
    const fromBlocked = await send(a.token, { channelId, content: "Hello?" });
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.json.error).toBe(CHAT_MSG.BlockedMe);
    const fromBlocker = await send(b.token, { channelId, content: "Bye" });
    expect(fromBlocker.json.error).toBe(CHAT_MSG.BlockedByMe);
    const image = await call(sendImage, { token: a.token, body: imageForm({ channelId }, pngFile()) });
    expect(image.status).toBe(403);
    const history = await call(getPrevious, { token: a.token, body: { channelId } });
    expect(history.json.messages.map((m: { content: string }) => m.content)).toEqual(["Before the block"]);
    expect((await call(joinChannel, { token: a.token, body: { userId: b.user.id } })).json.channel).toMatchObject({
      blockedMe: true,
      blockedByMe: false,
    });
    expect(await db.chatBlock.count({ where: { blockerId: b.user.id, blockedId: a.user.id } })).toBe(1);
    await call(unblockUser, { token: b.token, body: { userId: a.user.id } });
    expect((await send(a.token, { channelId, content: "Thanks for unblocking" })).status).toBe(200);
  });
});

describe("chat/send_image", () => {
  it("stores a PNG checked by its bytes and serves it to the two members only", async () => {
    const { a, b, channelId } = await pair();
    const sent = await call(sendImage, {
      token: a.token,
      body: imageForm({ channelId, sender: a.user.id, receiver: b.user.id, type: "image" }, pngFile("shift.png")),
    });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toMatchObject({ contentType: "image", content: `/api/chat/image/${sent.json.message._id}` });
    const list = await call(getChannelList, { token: b.token, body: {} });
    expect(list.json.channelList[0]).toMatchObject({ _id: channelId, lastMessage: "Photo", messageType: "image" });
    const got = await call(chatImage, { token: b.token, method: "GET", params: { id: sent.json.message._id } });
    expect(got.status).toBe(200);
    expect(got.res.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await got.res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    const stranger = await worker();
    expect((await call(chatImage, { token: stranger.token, method: "GET", params: { id: sent.json.message._id } })).status).toBe(403);
  });

  it("accepts a JPEG and refuses other content whatever its name, and oversized files", async () => {
    const { a, channelId } = await pair();
    const jpeg = fakeFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), "photo.jpeg", "image/jpeg");
    expect((await call(sendImage, { token: a.token, body: imageForm({ channelId }, jpeg) })).status).toBe(200);
    for (const file of [
      fakeFile("<svg xmlns='http://www.w3.org/2000/svg'/>", "photo.png", "image/png"),
      fakeFile("GIF89a....", "photo.jpg", "image/jpeg"),
      fakeFile(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), "photo.png", "image/png"),
    ]) {
      const refused = await call(sendImage, { token: a.token, body: imageForm({ channelId }, file) });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(CHAT_MSG.ImageType);
    }
    const big = new Uint8Array(CHAT_IMAGE_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await call(sendImage, { token: a.token, body: imageForm({ channelId }, fakeFile(big, "big.png", "image/png")) });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error).toBe(CHAT_MSG.ImageSize);
    const wayTooBig = await call(sendImage, {
      token: a.token,
      body: imageForm({ channelId }, fakeFile(new Uint8Array(CHAT_IMAGE_MAX_BYTES * 2), "huge.png")),
    });
    expect(wayTooBig.status).toBe(413);
    const json = await call(sendImage, { token: a.token, body: { channelId } });
    expect(json.status).toBe(415);
    expect(await db.chatMessage.count({ where: { channelId } })).toBe(1);
  });
});

describe("chat/get_previous_messages", () => {
  it("pages the history newest page first by keyset cursor, oldest first within a page, without gaps or repeats", async () => {
    const { a, b, channelId } = await pair();
    const total = MESSAGE_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < total; i += 1) await send(i % 2 ? b.token : a.token, { channelId, content: `message ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { json: { messages: { content: string }[]; cursor: string | null; hasMore: boolean } } = await call(getPrevious, {
        token: b.token,
        body: { channelId, ...(cursor ? { cursor } : {}) },
      });
      seen.unshift(...page.json.messages.map((m) => m.content));
      cursor = page.json.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => `message ${i}`));
    expect((await call(getPrevious, { token: a.token, body: { channelId, cursor: "12; drop" } })).status).toBe(400);
  });
});

describe("chat/read_channel and unread counts", () => {
  it("sets the reader's count to 0 and marks the last message read for the other's Seen", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "one" });
    const last = await send(a.token, { channelId, content: "two" });
    const read = await call(readChannel, { token: b.token, body: { channelId } });
    expect(read.json).toMatchObject({ result: true, unreadCounts: 0, totalUnread: 0, lastReadMessageId: last.json.message._id });
    const seenBy = await call(joinChannel, { token: a.token, body: { userId: b.user.id } });
    expect(seenBy.json.channel.other.lastReadMessageId).toBe(last.json.message._id);
  });

  it("stays exact after 50 concurrent sends and reads", async () => {
    const { a, b, channelId } = await pair();
    const ops = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4 ? call(readChannel, { token: b.token, body: { channelId } }) : send(a.token, { channelId, content: `burst ${i}` }),
    );
    const answers = await Promise.all(ops);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const member = await db.chatMember.findUniqueOrThrow({ where: { channelId_userId: { channelId, userId: b.user.id } } });
    const all = await db.chatMessage.findMany({ where: { channelId }, orderBy: { seq: "asc" }, select: { id: true } });
    expect(all).toHaveLength(40);
    const readUpTo = member.lastReadMessageId ? all.findIndex((m) => m.id === member.lastReadMessageId) + 1 : 0;
    expect(member.unreadCount).toBe(all.length - readUpTo);
    // and a sender's own count never moved
    const sender = await db.chatMember.findUniqueOrThrow({ where: { channelId_userId: { channelId, userId: a.user.id } } });
    expect(sender.unreadCount).toBe(0);
    await call(readChannel, { token: b.token, body: { channelId } });
    const list = await call(getChannelList, { token: b.token, body: {} });
    expect(list.json.totalUnread).toBe(0);
  });

  it("counts 50 concurrent sends from both sides exactly", async () => {
    const { a, b, channelId } = await pair();
    await Promise.all(Array.from({ length: 50 }, (_, i) => send(i % 2 ? b.token : a.token, { channelId, content: `both ${i}` })));
    const members = await db.chatMember.findMany({ where: { channelId } });
    expect(members.find((m) => m.userId === a.user.id)?.unreadCount).toBe(25);
    expect(members.find((m) => m.userId === b.user.id)?.unreadCount).toBe(25);
    const channel = await db.chatChannel.findUniqueOrThrow({ where: { id: channelId } });
    const newest = await db.chatMessage.findFirstOrThrow({ where: { channelId }, orderBy: { seq: "desc" } });
    expect(channel.lastMessageId).toBe(newest.id);
  });
});

describe("chat/get_channel_list", () => {
  it("lists newest first in keyset pages", async () => {
    const me = await employer();
    const others = [];
    for (let i = 0; i < 3; i += 1) others.push(await worker());
    for (const o of others) await send(o.token, { receiver: me.user.id, content: `hi from ${o.user.id}` });
    await send(others[0].token, { receiver: me.user.id, content: "me again" });
    const list = await call(getChannelList, { token: me.token, body: {} });
    expect(list.json.channelList.map((c: { other: { _id: string } }) => c.other._id)).toEqual([
      others[0].user.id,
      others[2].user.id,
      others[1].user.id,
    ]);
    expect(list.json.channelList[0]).toMatchObject({ lastMessage: "me again", unread: 2 });
    expect(list.json.totalUnread).toBe(4);
    expect(list.json.cursor).toBeNull();
    const empty = await call(getChannelList, { token: (await worker()).token, body: {} });
    expect(empty.json).toEqual({ result: true, channelList: [], totalUnread: 0, cursor: null });
  });
});

describe("chat/report_message", () => {
  it("records a member's report of the other's message with its reason", async () => {
    const { a, b, channelId } = await pair();
    const sent = await send(a.token, { channelId, content: "Something rude" });
    const reported = await call(reportMessage, { token: b.token, body: { messageId: sent.json.message._id, reason: "Harassment" } });
    expect(reported.status).toBe(200);
    expect(await db.chatReport.findMany({ where: { messageId: sent.json.message._id } })).toEqual([
      expect.objectContaining({ reporterId: b.user.id, reason: "Harassment" }),
    ]);
    expect((await call(reportMessage, { token: a.token, body: { messageId: sent.json.message._id, reason: "x" } })).json.error).toBe(
      CHAT_MSG.ReportOwn,
    );
    expect((await call(reportMessage, { token: b.token, body: { messageId: sent.json.message._id, reason: "  " } })).status).toBe(400);
    const stranger = await worker();
    expect((await call(reportMessage, { token: stranger.token, body: { messageId: sent.json.message._id, reason: "spam" } })).status).toBe(
      403,
    );
    expect((await call(reportMessage, { token: b.token, body: { messageId: "nope", reason: "spam" } })).status).toBe(404);
  });
});

describe("e-mail when away", () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it("sends one e-mail per channel per hour for a message unread for 10 minutes, naming the sender, never quoting it", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "Are you free on Saturday night?" });
    const payload = { channelId, receiverId: b.user.id };
    expect(await sendAwayEmail(payload, later(5))).toBe("skipped");
    const firstAt = later(11);
    expect(await sendAwayEmail(payload, firstAt)).toBe("sent");
    const mails = await db.mailOutbox.findMany({ where: { to: b.user.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Erin's Events sent you a message on Gigline");
    expect(mails[0].text).toContain(`/dashboard/chat/${channelId}`);
    expect(mails[0].text).not.toContain("Saturday");
    await send(a.token, { channelId, content: "Hello again" });
    // held by the hourly limit: the job comes back when the hour since the last e-mail is over
    const held = await sendAwayEmail(payload, later(30));
    expect(held).toEqual({ retryAt: new Date(firstAt.getTime() + 60 * 60_000) });
    expect(await sendAwayEmail(payload, later(72))).toBe("sent");
    expect(await db.mailOutbox.count({ where: { to: b.user.email } })).toBe(2);
  });

  it("sends nothing once read, or when the setting is off", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "Ping" });
    await call(readChannel, { token: b.token, body: { channelId } });
    expect(await sendAwayEmail({ channelId, receiverId: b.user.id }, later(11))).toBe("skipped");
    const off = await call(setAway, { token: b.token, body: { enabled: false } });
    expect(off.json).toEqual({ result: true, chatEmailWhenAway: false });
    await send(a.token, { channelId, content: "Ping again" });
    expect(await sendAwayEmail({ channelId, receiverId: b.user.id }, later(11))).toBe("skipped");
    await call(setAway, { token: b.token, body: { enabled: true } });
    expect(await sendAwayEmail({ channelId, receiverId: b.user.id }, later(11))).toBe("sent");
    expect(await db.mailOutbox.count({ where: { to: b.user.email } })).toBe(1);
  });

  it("queues one delayed job per channel and receiver, removed by a read, that e-mails once it runs when due", async () => {
    const { a, b, channelId } = await pair();
    const key = awayEmailJobKey({ channelId, receiverId: b.user.id });
    const jobs = () => db.$queryRaw<{ run_at: Date }[]>`select run_at from graphile_worker._private_jobs where key = ${key}`;
    const before = Date.now();
    await send(a.token, { channelId, content: "First" });
    await send(a.token, { channelId, content: "Second" });
    const [job] = await jobs();
    expect(await jobs()).toHaveLength(1);
    // due 10 minutes after the first unread message
    expect(job.run_at.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(job.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    await call(readChannel, { token: b.token, body: { channelId } });
    expect(await jobs()).toHaveLength(0);

    await send(a.token, { channelId, content: "Are you there?" });
    // ten minutes pass
    await db.$executeRaw`update "ChatMessage" set "createdAt" = "createdAt" - interval '11 minutes' where "channelId" = ${channelId}`;
    await db.$executeRaw`update "ChatMember" set "lastReadAt" = "lastReadAt" - interval '11 minutes' where "channelId" = ${channelId}`;
    await db.$executeRaw`update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = ${key}`;
    await runDueJobs();
    const mails = await db.mailOutbox.findMany({ where: { to: b.user.email } });
    expect(mails.map((m) => m.subject)).toEqual(["Erin's Events sent you a message on Gigline"]);
    expect(mails[0].text).not.toContain("Are you there");
  });
});

describe("realtime events of the chat calls", () => {
  const eventsOf = async (userId: string) =>
    (await db.realtimeEvent.findMany({ where: { userId }, orderBy: { id: "asc" } })).map((e) => e.payload as Record<string, unknown>);
  /** the events after the channel's `join` (every pair() starts with one) */
  const after = async (userId: string, skip = 1) => (await eventsOf(userId)).slice(skip);

  it("publishes send to both members and unread to the receiver; read to both and unread 0 to the reader", async () => {
    const { a, b, channelId } = await pair();
    const sent = await send(a.token, { channelId, content: "Live?" });
    expect(await after(b.user.id)).toEqual([
      { type: "send", channelId, message: sent.json.message },
      { type: "unread", channelId, unreadCounts: 1, totalUnread: 1 },
    ]);
    expect(await after(a.user.id)).toEqual([{ type: "send", channelId, message: sent.json.message }]);
    await call(readChannel, { token: b.token, body: { channelId } });
    const toSender = await after(a.user.id);
    expect(toSender[1]).toMatchObject({ type: "read", channelId, readerId: b.user.id, lastReadMessageId: sent.json.message._id });
    expect((await after(b.user.id)).slice(2)).toEqual([
      expect.objectContaining({ type: "read", readerId: b.user.id }),
      { type: "unread", channelId, unreadCounts: 0, totalUnread: 0 },
    ]);
  });

  it("publishes join to both members when a channel is created, once, and to nobody else", async () => {
    const a = await employer();
    const b = await worker();
    const bystander = await worker();
    const joined = await call(joinChannel, { token: a.token, body: { userId: b.user.id } });
    const channelId = joined.json.channel._id;
    const join = { type: "join", channelId, userId: a.user.id, reason: "created" };
    expect(await eventsOf(a.user.id)).toEqual([join]);
    expect(await eventsOf(b.user.id)).toEqual([join]);
    // opening it again (either side) creates nothing and publishes nothing
    await call(joinChannel, { token: b.token, body: { userId: a.user.id } });
    expect(await eventsOf(b.user.id)).toEqual([join]);
    expect(await eventsOf(bystander.user.id)).toEqual([]);
  });

  it("publishes join before the first message when a message to a person creates the channel", async () => {
    const a = await employer();
    const b = await worker();
    const sent = await send(b.token, { receiver: a.user.id, content: "Hi, about the shift" });
    const channelId = sent.json.channelId;
    expect(await eventsOf(a.user.id)).toEqual([
      { type: "join", channelId, userId: b.user.id, reason: "created" },
      { type: "send", channelId, message: sent.json.message },
      { type: "unread", channelId, unreadCounts: 1, totalUnread: 1 },
    ]);
    expect((await eventsOf(b.user.id)).map((e) => e.type)).toEqual(["join", "send"]);
  });

  it("publishes leave to both members on a block and join on the unblock, once each, to nobody else", async () => {
    const { a, b, channelId } = await pair();
    const bystander = await worker();
    await call(blockUser, { token: b.token, body: { userId: a.user.id } });
    await call(blockUser, { token: b.token, body: { userId: a.user.id } }); // again: nothing new
    const leave = { type: "leave", channelId, userId: b.user.id, reason: "blocked" };
    expect(await after(a.user.id)).toEqual([leave]);
    expect(await after(b.user.id)).toEqual([leave]);
    await call(unblockUser, { token: b.token, body: { userId: a.user.id } });
    await call(unblockUser, { token: b.token, body: { userId: a.user.id } });
    const rejoin = { type: "join", channelId, userId: b.user.id, reason: "unblocked" };
    expect(await after(a.user.id)).toEqual([leave, rejoin]);
    expect(await after(b.user.id)).toEqual([leave, rejoin]);
    expect(await eventsOf(bystander.user.id)).toEqual([]);
  });

  it("publishes nothing for a block between people without a conversation", async () => {
    const a = await employer();
    const b = await worker();
    await call(blockUser, { token: a.token, body: { userId: b.user.id } });
    expect(await eventsOf(a.user.id)).toEqual([]);
    expect(await eventsOf(b.user.id)).toEqual([]);
  });

  it("publishes leave to the other member of each conversation when an account is deleted", async () => {
    const { POST: deleteAccount } = await import("@/app/api/user/delete_account/route");
    const { a, b, channelId } = await pair();
    const c = await worker();
    const second = await call(joinChannel, { token: c.token, body: { userId: a.user.id } });
    const bystander = await worker();
    const before = (await eventsOf(a.user.id)).length;
    expect((await call(deleteAccount, { token: a.token, body: { pw: a.password } })).status).toBe(200);
    expect(await after(b.user.id)).toEqual([{ type: "leave", channelId, userId: a.user.id, reason: "deleted" }]);
    expect(await after(c.user.id)).toEqual([{ type: "leave", channelId: second.json.channel._id, userId: a.user.id, reason: "deleted" }]);
    expect(await eventsOf(a.user.id)).toHaveLength(before);
    expect(await eventsOf(bystander.user.id)).toEqual([]);
  });

  it("publishes nothing for a refused message", async () => {
    const { a, b, channelId } = await pair();
    await send(a.token, { channelId, content: "my number is 555 123 4567" });
    await call(blockUser, { token: b.token, body: { userId: a.user.id } });
    await send(a.token, { channelId, content: "hello" });
    expect((await after(b.user.id)).map((e) => e.type)).toEqual(["leave"]);
  });
});

describe("chat/send_message round trips", () => {
  it("sends a message in one transaction of four statements, five with the first away-email job", async () => {
    const { a, b, channelId } = await pair();
    const inTx = (statements: string[]) => statements.slice(statements.indexOf("BEGIN") + 1, statements.lastIndexOf("COMMIT"));
    const first = await sqlStatements(() => send(a.token, { channelId, content: "One" }));
    expect(first.value.status).toBe(200);
    expect(inTx(first.statements)).toHaveLength(4); // lock + checks, message + counts, events, away-email job
    const second = await sqlStatements(() => send(a.token, { channelId, content: "Two" }));
    expect(inTx(second.statements)).toHaveLength(3); // the away-email job is already pending
    // the outcome a user sees is unchanged: two unread, one pending e-mail job
    expect(await db.chatMember.findUniqueOrThrow({ where: { channelId_userId: { channelId, userId: b.user.id } } })).toMatchObject({
      unreadCount: 2,
    });
    const jobs = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = ${awayEmailJobKey({ channelId, receiverId: b.user.id })}`;
    expect(jobs[0].n).toBe(1);
  });
});
