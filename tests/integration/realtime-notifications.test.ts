// The header's live notifications: notify() publishes a `notification` event (the row's DTO and the new
// unread count) in the same transaction; mark_read_notification publishes `notifications_read` with the
// recount. Only the owner's stream hears them; a rolled-back change publishes nothing. Old event rows are
// deleted by the maintenance task.
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { SseReader, waitForSubscriber } from "../helpers/sse";
import { POST as markRead } from "@/app/api/notification/mark_read_notification/route";
import { notify, notifyAll } from "@/lib/notifications/create-notification";
import { toNotificationDto } from "@/lib/notifications/queries";
import { pgTransaction } from "@/lib/sql-tx";
import { publish, type RealtimeEvent } from "@/lib/realtime";
import { processHub } from "@/lib/realtime/hub";
import { openStream } from "@/lib/realtime/stream";
import { realtimeMaintenance } from "@/lib/realtime/cleanup";
import { db } from "@/lib/db";

afterAll(async () => (await processHub()).close());

async function liveStream(userId: string) {
  const reader = new SseReader(openStream({ userId, lastEventId: null }));
  // once the stream is subscribed, publish a marker and read past it
  await waitForSubscriber(userId);
  await publish([userId], { type: "notifications_read", unreadCount: -1 });
  for (;;) {
    const e = await reader.next();
    if (!e) throw new Error("stream ended");
    if ((JSON.parse(e.data) as { unreadCount: number }).unreadCount === -1) return reader;
  }
}
const next = async (r: SseReader) => JSON.parse((await r.take(1))[0].data) as RealtimeEvent;

describe("live notifications", () => {
  it("the event written with the row carries the row's DTO exactly (every kind of creator) and the unread count", async () => {
    const me = await createUser();
    const creators = await Promise.all([
      createUser({ firstName: "Pat", lastName: "Person" }),
      createUser({ firstName: "Cora", lastName: "Owner", data: { accountType: "company", company: "Acme Moving" } }),
      createUser({ firstName: "Cody", lastName: "Nocompany", data: { accountType: "company", company: "" } }),
      createUser({ firstName: "", lastName: "", data: { company: "Only A Company", avatar: "/uploads/a.png" } }),
      createUser({ firstName: "Solo", lastName: "" }),
    ]);
    await notify(db, { userId: me.user.id, message: "already there", type: "hire" });
    const inputs = [
      ...creators.map((c, i) => ({
        userId: me.user.id,
        message: `from creator ${i}`,
        type: "hire",
        creatorId: c.user.id,
        jobId: `job-${i}`,
      })),
      { userId: me.user.id, message: "from nobody", type: "withdrawal_paid", requestId: "req-1" },
    ];
    const rows = await pgTransaction((tx) => notifyAll(tx, inputs));
    const events = await db.$queryRaw<
      { payload: RealtimeEvent }[]
    >`SELECT payload FROM "RealtimeEvent" WHERE "userId" = ${me.user.id} ORDER BY id DESC LIMIT ${rows.length}`;
    events.reverse();
    for (const [i, row] of rows.entries()) {
      const c = row.creatorId ? await db.user.findUniqueOrThrow({ where: { id: row.creatorId } }) : null;
      const expected = { type: "notification", notification: toNotificationDto(row, c), unreadCount: 1 + rows.length };
      expect(events[i].payload, row.message).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    expect(
      events.map((e) => (e.payload as { notification: { creator: { name: string } | null } }).notification.creator?.name ?? null),
    ).toEqual(["Pat Person", "Acme Moving", "Cody Nocompany", "Only A Company", "Solo", null]);
  });

  it("a new notification reaches its owner's stream with the new unread count, with or without a transaction", async () => {
    const me = await createUser();
    const boss = await createUser({ firstName: "Boss", lastName: "Lady" });
    const other = await createUser();
    const mine = await liveStream(me.user.id);
    const theirs = await liveStream(other.user.id);

    const row = await notify(db, { userId: me.user.id, message: "You were hired", type: "hire", creatorId: boss.user.id, jobId: "job-9" });
    expect(await next(mine)).toEqual({
      type: "notification",
      unreadCount: 1,
      notification: expect.objectContaining({
        _id: row.id,
        message: "You were hired",
        type: "hire",
        isRead: false,
        job: "job-9",
        creator: expect.objectContaining({ name: "Boss Lady" }),
      }),
    });
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, { userId: me.user.id, message: "rolled back", type: "info" });
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    await db.$transaction((tx) => notify(tx, { userId: me.user.id, message: "second", type: "info" }));
    expect(await next(mine)).toMatchObject({ type: "notification", unreadCount: 2, notification: { message: "second" } });

    // the other user's stream heard nothing of it: its next event is its own
    await notify(db, { userId: other.user.id, message: "for other", type: "info" });
    expect(await next(theirs)).toMatchObject({ notification: { message: "for other" }, unreadCount: 1 });
    await mine.cancel();
    await theirs.cancel();
  });

  it("mark-read publishes the recount to the owner's stream", async () => {
    const me = await createUser();
    const a = await notify(db, { userId: me.user.id, message: "a", type: "info" });
    await notify(db, { userId: me.user.id, message: "b", type: "info" });
    const stream = await liveStream(me.user.id);
    const r = await call(markRead, { token: me.token, body: { notification_id: a.id } });
    expect(r.json.unread).toBe(1);
    expect(await next(stream)).toEqual({ type: "notifications_read", unreadCount: 1 });
    await stream.cancel();
  });

  it("the maintenance task deletes event rows older than a day and keeps the recent ones", async () => {
    const me = await createUser();
    await publish([me.user.id], { type: "notifications_read", unreadCount: 1 });
    await publish([me.user.id], { type: "notifications_read", unreadCount: 2 });
    const [old] = await db.$queryRaw<{ id: bigint }[]>`SELECT min(id) AS id FROM "RealtimeEvent" WHERE "userId" = ${me.user.id}`;
    await db.$executeRaw`UPDATE "RealtimeEvent" SET "createdAt" = now() - interval '25 hours' WHERE id = ${old.id}`;
    const { deleted } = await realtimeMaintenance();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db.$queryRaw<
      { payload: { unreadCount: number } }[]
    >`SELECT payload FROM "RealtimeEvent" WHERE "userId" = ${me.user.id}`;
    expect(left.map((r) => r.payload.unreadCount)).toEqual([2]);
  });
});
