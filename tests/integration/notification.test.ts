// notification/get_my_notifications and mark_read_notification: one's own notifications only.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as getMine } from "@/app/api/notification/get_my_notifications/route";
import { POST as markRead } from "@/app/api/notification/mark_read_notification/route";
import { notify, notifyAll } from "@/lib/notifications/create-notification";
import { pgTransaction } from "@/lib/sql-tx";
import { db } from "@/lib/db";
import { NOTIFICATIONS_LIMIT, toNotificationDto } from "@/lib/notifications/queries";
import { sqlStatements } from "../helpers/sql-statements";
import { revokeAllSessions } from "@/lib/session/sessions";

describe("notifications", () => {
  it("lists the caller's notifications, newest first, with the creator and the unread count", async () => {
    const me = await createUser({ type: "provider" });
    const boss = await createUser({ type: "customer", firstName: "Boss", lastName: "Lady" });
    const other = await createUser({ type: "provider" });
    await notify(db, { userId: me.user.id, message: "older", type: "invite", creatorId: boss.user.id, jobId: "job-1" });
    await new Promise((r) => setTimeout(r, 5));
    await db.$transaction((tx) => notify(tx, { userId: me.user.id, message: "newer", type: "booking_request_sent", requestId: "req-1" }));
    await notify(db, { userId: other.user.id, message: "not mine", type: "invite" });

    const { status, json } = await call(getMine, { token: me.token, body: { user_id: me.user.id, platform: "web" } });
    expect(status).toBe(200);
    expect(json.unread).toBe(2);
    expect(json.notifications.map((n: { message: string }) => n.message)).toEqual(["newer", "older"]);
    expect(json.notifications[1]).toMatchObject({
      _id: expect.any(String),
      message: "older",
      type: "invite",
      isRead: false,
      job: "job-1",
      request: null,
      creator: { _id: boss.user.id, firstName: "Boss", lastName: "Lady", name: "Boss Lady", avatar: "" },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(json.notifications[0]).toMatchObject({ creator: null, request: "req-1", job: null });
    expect(json.notifications[1].creator).not.toHaveProperty("email");
  });

  it("marks one read and recounts; someone else's notification is not found", async () => {
    const me = await createUser();
    const other = await createUser();
    const mine = await notify(db, { userId: me.user.id, message: "hello", type: "info" });
    await notify(db, { userId: me.user.id, message: "second", type: "info" });
    const theirs = await notify(db, { userId: other.user.id, message: "private", type: "info" });

    const r = await call(markRead, { token: me.token, body: { notification_id: mine.id } });
    expect(r.status).toBe(200);
    expect(r.json.notification).toMatchObject({ _id: mine.id, isRead: true, message: "hello" });
    expect(r.json.unread).toBe(1);

    const denied = await call(markRead, { token: me.token, body: { notification_id: theirs.id } });
    expect(denied.status).toBe(404);
    expect(denied.json).toEqual({ result: false, error: "Notification not found." });
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);

    const list = await call(getMine, { token: me.token, body: { platform: "web" } });
    expect(list.json.unread).toBe(1);
    expect(list.json.notifications.find((n: { _id: string }) => n._id === mine.id).isRead).toBe(true);
  });

  it("refuses another user's user_id (403), no sign-in (401) and a missing notification_id (400)", async () => {
    const me = await createUser();
    const other = await createUser();
    expect((await call(getMine, { token: me.token, body: { user_id: other.user.id } })).status).toBe(403);
    expect((await call(getMine, { body: { platform: "web" } })).status).toBe(401);
    expect((await call(markRead, { body: { notification_id: "x" } })).status).toBe(401);
    const bad = await call(markRead, { token: me.token, body: {} });
    expect(bad).toMatchObject({ status: 400, json: { error: "notification_id is required" } });
  });

  it("answers, in one statement with the session's check, what toNotificationDto makes of each row (every kind of creator)", async () => {
    const me = await createUser();
    const creators = await Promise.all([
      createUser({ firstName: "Pat", lastName: "Person", data: { avatar: "/uploads/p.png" } }),
      createUser({ firstName: "Cora", lastName: "Owner", data: { accountType: "company", company: "Acme Moving" } }),
      createUser({ firstName: "Cody", lastName: "Nocompany", data: { accountType: "company", company: "" } }),
      createUser({ firstName: "", lastName: "", data: { company: "Only A Company" } }),
      createUser({ firstName: "Solo", lastName: "" }),
    ]);
    const gone = await createUser({ firstName: "Gone" });
    // 60 rows: more than the limit, several on the same millisecond (the id breaks the tie), some read, one
    // whose creator was deleted since
    const base = Date.now() - 60_000;
    await db.notification.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: me.user.id,
        message: `n${i} "quoted" \\ ünïcode`,
        type: i % 2 ? "hire" : "invite",
        isRead: i % 3 === 0,
        creatorId: i % 7 === 6 ? gone.user.id : (creators[i % 7]?.user.id ?? null),
        jobId: i % 2 ? `job-${i}` : null,
        requestId: i % 2 ? null : `req-${i}`,
        createdAt: new Date(base + Math.floor(i / 3) * 1000 + 7),
      })),
    });
    await db.user.delete({ where: { id: gone.user.id } });
    await notify(db, { userId: (await createUser()).user.id, message: "someone else's", type: "info" });

    const { value: answer, statements } = await sqlStatements(() => call(getMine, { token: me.token, body: { platform: "web" } }));
    expect(answer.status).toBe(200);
    expect(statements).toHaveLength(1);

    const rows = await db.notification.findMany({
      where: { userId: me.user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_LIMIT,
    });
    const users = new Map((await db.user.findMany({ where: { id: { in: creators.map((c) => c.user.id) } } })).map((u) => [u.id, u]));
    const expected = rows.map((r) => toNotificationDto(r, users.get(r.creatorId ?? "") ?? null));
    expect(answer.json.notifications).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(answer.json.unread).toBe(await db.notification.count({ where: { userId: me.user.id, isRead: false } }));
    expect(new Set(answer.json.notifications.map((n: { creator: { name: string } | null }) => n.creator?.name ?? null))).toEqual(
      new Set(["Pat Person", "Acme Moving", "Cody Nocompany", "Only A Company", "Solo", null]),
    );

    // a person with none: an empty list and 0; a session that ended: 401 and nothing read
    const fresh = await createUser();
    expect((await call(getMine, { token: fresh.token, body: {} })).json).toMatchObject({ notifications: [], unread: 0 });
    await revokeAllSessions(me.user.id);
    expect(await call(getMine, { token: me.token, body: { platform: "web" } })).toMatchObject({ status: 401, json: { result: false } });
  });

  it("answers at most 50, while counting every unread one", async () => {
    const me = await createUser();
    await db.notification.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({ userId: me.user.id, message: `n${i}`, type: "info" })),
    });
    const { json } = await call(getMine, { token: me.token, body: {} });
    expect(json.notifications).toHaveLength(50);
    expect(json.unread).toBe(55);
  });

  it("keeps each person's unread counter equal to their unread notifications through every kind of write", async () => {
    const a = await createUser({ type: "provider" });
    const b = await createUser({ type: "customer" });
    const c = await createUser({ type: "provider" });
    const counted = async (userId: string) => db.notification.count({ where: { userId, isRead: false } });
    const counter = async (userId: string) => (await db.notificationCounter.findUnique({ where: { userId } }))?.unread ?? 0;
    const same = async () => {
      for (const u of [a, b, c]) expect(await counter(u.user.id), u.user.email).toBe(await counted(u.user.id));
    };
    // one statement for several people (b twice), and one alone
    await pgTransaction((tx) =>
      notifyAll(tx, [
        { userId: a.user.id, message: "1", type: "invite" },
        { userId: b.user.id, message: "2", type: "invite" },
        { userId: b.user.id, message: "3", type: "invite" },
      ]),
    );
    await notify(db, { userId: c.user.id, message: "4", type: "invite" });
    await same();
    expect(await counter(b.user.id)).toBe(2);
    // an already-read row written as such does not count
    await db.notification.create({ data: { userId: a.user.id, message: "read", type: "invite", isRead: true } });
    await same();
    // read one through the call (the answer's count is the counter), read again (no change), unread it
    const first = await db.notification.findFirstOrThrow({ where: { userId: b.user.id } });
    const read = await call(markRead, { token: b.token, body: { notification_id: first.id } });
    expect(read.status).toBe(200);
    expect(read.json.unread).toBe(1);
    await call(markRead, { token: b.token, body: { notification_id: first.id } });
    await same();
    await db.notification.update({ where: { id: first.id }, data: { isRead: false } });
    await same();
    // read all at once, across people
    await db.notification.updateMany({ where: { userId: { in: [a.user.id, b.user.id] } }, data: { isRead: true } });
    await same();
    expect(await counter(b.user.id)).toBe(0);
    // deleting rows, and deleting a person with theirs (ON DELETE CASCADE)
    await notify(db, { userId: a.user.id, message: "5", type: "invite" });
    await db.notification.deleteMany({ where: { userId: c.user.id } });
    await same();
    await db.user.delete({ where: { id: a.user.id } });
    expect(await db.notificationCounter.findUnique({ where: { userId: a.user.id } })).toBeNull();
    const listed = await call(getMine, { token: c.token, body: {} });
    expect(listed.json.unread).toBe(0);
  });

  it("notifies and marks read concurrently for one person without a deadlock, and the counter stays exact", async () => {
    const me = await createUser({ type: "provider" });
    for (let i = 0; i < 10; i++) await notify(db, { userId: me.user.id, message: `seed ${i}`, type: "invite" });
    const rows = await db.notification.findMany({ where: { userId: me.user.id }, select: { id: true } });
    const results = await Promise.allSettled([
      ...rows.map((r) => call(markRead, { token: me.token, body: { notification_id: r.id } })),
      ...rows.map((_, i) => notify(db, { userId: me.user.id, message: `new ${i}`, type: "invite" })),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    for (const r of results.slice(0, rows.length)) expect((r as PromiseFulfilledResult<{ status: number }>).value.status).toBe(200);
    expect((await db.notificationCounter.findUniqueOrThrow({ where: { userId: me.user.id } })).unread).toBe(
      await db.notification.count({ where: { userId: me.user.id, isRead: false } }),
    );
    expect(await db.notification.count({ where: { userId: me.user.id, isRead: false } })).toBe(10);
  });
});
