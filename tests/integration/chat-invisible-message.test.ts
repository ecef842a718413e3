// chat/send_message refuses a message made only of invisible characters (400, nothing stored or sent).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { CHAT_MSG } from "@/lib/chat/messages";
import { POST as joinChannel } from "@/app/api/chat/join_channel/route";
import { POST as sendMessage } from "@/app/api/chat/send_message/route";

describe("chat/send_message with invisible text", () => {
  it("answers 400 with a clear message for zero-width, filler, blank and tag characters; stores nothing", async () => {
    const a = await createUser({ type: "customer" });
    const b = await createUser({ type: "provider" });
    const channelId = (await call(joinChannel, { token: a.token, body: { userId: b.user.id } })).json.channel._id as string;
    for (const content of [
      "\u200B\u200C\u200D",
      "\uFEFF\u2060",
      "\u200E\u200F\u202E",
      "\u3164\u115F\uFFA0",
      "\u2800\u2800",
      "\uFE0F\u{E0100}",
      "\u{E0041}\u{E007F}",
      " \u200B\u00A0\u3000 ",
    ]) {
      const res = await call(sendMessage, { token: a.token, body: { channelId, content } });
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.json).toEqual({ result: false, error: CHAT_MSG.InvisibleOnly });
    }
    // to a person (no channel yet) too
    const c = await createUser({ type: "provider" });
    const toPerson = await call(sendMessage, { token: a.token, body: { receiver: c.user.id, content: "\u200B" } });
    expect(toPerson.status).toBe(400);
    expect(await db.chatMessage.count({ where: { channelId } })).toBe(0);

    const ok = await call(sendMessage, { token: a.token, body: { channelId, content: "\u200BHello\u200B" } });
    expect(ok.status).toBe(200);
    expect(await db.chatMessage.count({ where: { channelId } })).toBe(1);
  });
});
