// notification/mark_all_read: one UPDATE marks every unread notification of the caller read, the counter
// reaches 0, the caller's stream hears `notifications_read` with 0, and nobody else's notifications change.
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { SseReader, waitForSubscriber } from "../helpers/sse";
import { sqlStatements } from "../helpers/sql-statements";
import { POST as markAll } from "@/app/api/notification/mark_all_read/route";
import { POST as getMine } from "@/app/api/notification/get_my_notifications/route";
import { notify } from "@/lib/notifications/create-notification";
import { publish, type RealtimeEvent } from "@/lib/realtime";
import { processHub } from "@/lib/realtime/hub";
import { openStream } from "@/lib/realtime/stream";
import { db } from "@/lib/db";

afterAll(async () => (await processHub()).close());

async function liveStream(userId: string) {
  const reader = new SseReader(openStream({ userId, lastEventId: null }));
  await waitForSubscriber(userId);
  await publish([userId], { type: "notifications_read", unreadCount: -1 });
  for (;;) {
    const e = await reader.next();
    if (!e) throw new Error("stream ended");
    if ((JSON.parse(e.data) as { unreadCount: number }).unreadCount === -1) return reader;
  }
}

describe("notification/mark_all_read", () => {
  it("marks all of the caller's unread notifications in one UPDATE, the counter goes to 0 and the badge hears it", async () => {
    const me = await createUser();
    const other = await createUser();
    for (const message of ["one", "two", "three"]) await notify(db, { userId: me.user.id, message, type: "invite" });
    await notify(db, { userId: other.user.id, message: "not mine", type: "invite" });
    expect((await call(getMine, { token: me.token, body: { platform: "web" } })).json.unread).toBe(3);

    const reader = await liveStream(me.user.id);
    const { value, statements } = await sqlStatements(() => call(markAll, { token: me.token }));
    expect(value.status, JSON.stringify(value.json)).toBe(200);
    expect(value.json).toMatchObject({ result: true, marked: 3, unread: 0 });
    expect(statements.filter((s) => /^\s*update\s+"public"\."Notification"|^\s*update\s+"Notification"/i.test(s))).toHaveLength(1);
    const event = JSON.parse((await reader.take(1))[0].data) as RealtimeEvent;
    expect(event).toMatchObject({ type: "notifications_read", unreadCount: 0 });

    expect((await db.notificationCounter.findUnique({ where: { userId: me.user.id } }))?.unread).toBe(0);
    expect((await call(getMine, { token: me.token, body: { platform: "web" } })).json.unread).toBe(0);
    expect((await db.notificationCounter.findUnique({ where: { userId: other.user.id } }))?.unread).toBe(1);
    // nothing left: answers 0 marked, no error
    expect((await call(markAll, { token: me.token })).json).toMatchObject({ marked: 0, unread: 0 });
  });

  it("needs a signed-in user", async () => {
    expect((await call(markAll, {})).status).toBe(401);
  });
});
