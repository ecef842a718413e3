// chat/report_message on any message of the other person, not only the latest: one report per message and
// reporter, and the chat screen's data (openChat) lists the messages the caller has reported.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { CHAT_MSG } from "@/lib/chat/messages";
import { openChat } from "@/lib/chat/open-chat";
import { POST as joinChannel } from "@/app/api/chat/join_channel/route";
import { POST as sendMessage } from "@/app/api/chat/send_message/route";
import { POST as reportMessage } from "@/app/api/chat/report_message/route";

async function conversation() {
  const a = await createUser({ type: "customer", firstName: "Erin", lastName: "Boss" });
  const b = await createUser({ type: "provider", firstName: "Pat", lastName: "Lee" });
  const joined = await call(joinChannel, { token: a.token, body: { userId: b.user.id } });
  const channelId = joined.json.channel._id as string;
  const ids: string[] = [];
  for (const [token, content] of [
    [a.token, "First, a rude remark"],
    [b.token, "Please keep it civil"],
    [a.token, "Second message"],
    [a.token, "Latest message"],
  ] as const) {
    const sent = await call(sendMessage, { token, body: { channelId, content } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    ids.push(sent.json.message._id);
  }
  return { a, b, channelId, ids };
}

describe("reporting any message of a conversation", () => {
  it("reports an older message, not only the latest, and lists it as reported for the reporter only", async () => {
    const { a, b, channelId, ids } = await conversation();
    const [first, , second, latest] = ids;
    const older = await call(reportMessage, { token: b.token, body: { messageId: first, reason: "Harassment or hate" } });
    expect(older.status).toBe(200);
    expect(older.json.report).toMatchObject({ messageId: first, reason: "Harassment or hate" });
    expect(await db.chatReport.findMany({ where: { reporterId: b.user.id } })).toEqual([expect.objectContaining({ messageId: first })]);

    const chat = await openChat(b.user.id, channelId);
    expect(chat?.reportedIds).toEqual([first]);
    expect(chat?.messages.map((m) => m._id)).toEqual(ids);
    // the sender's own view shows nothing reported
    expect((await openChat(a.user.id, channelId))?.reportedIds).toEqual([]);

    await call(reportMessage, { token: b.token, body: { messageId: second, reason: "Spam or scam" } });
    expect(new Set((await openChat(b.user.id, channelId))?.reportedIds)).toEqual(new Set([first, second]));
    void latest;
  });

  it("keeps one report per message and reporter: reporting again replaces the reason", async () => {
    const { b, ids } = await conversation();
    const [first] = ids;
    await call(reportMessage, { token: b.token, body: { messageId: first, reason: "Spam or scam" } });
    const again = await call(reportMessage, {
      token: b.token,
      body: { messageId: first, reason: "Other: keeps asking for my phone number" },
    });
    expect(again.status).toBe(200);
    const rows = await db.chatReport.findMany({ where: { messageId: first } });
    expect(rows).toEqual([expect.objectContaining({ reporterId: b.user.id, reason: "Other: keeps asking for my phone number" })]);
  });

  it("refuses reporting one's own older message", async () => {
    const { b, ids } = await conversation();
    const mine = ids[1];
    const own = await call(reportMessage, { token: b.token, body: { messageId: mine, reason: "Other" } });
    expect(own.status).toBe(400);
    expect(own.json.error).toBe(CHAT_MSG.ReportOwn);
    expect(await db.chatReport.count({ where: { messageId: mine } })).toBe(0);
  });

  it("gives a new conversation no reported messages", async () => {
    const a = await createUser({ type: "customer" });
    const b = await createUser({ type: "provider" });
    expect((await openChat(a.user.id, b.user.id))?.reportedIds).toEqual([]);
  });
});
