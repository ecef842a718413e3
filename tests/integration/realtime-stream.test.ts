// The local realtime transport: GET /api/realtime/stream (server-sent events fed by LISTEN/NOTIFY).
// Order, isolation, resume after a reconnect with Last-Event-ID (no gap, no duplicate, even while events
// are being published), rollback, a second process's listener on the same database, large events.
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { SseReader, waitForSubscriber } from "../helpers/sse";
import { GET as stream } from "@/app/api/realtime/stream/route";
import { publish, type RealtimeEvent } from "@/lib/realtime";
import { RealtimeHub, processHub } from "@/lib/realtime/hub";
import { openStream } from "@/lib/realtime/stream";
import { db } from "@/lib/db";

const note = (n: number): RealtimeEvent => ({ type: "notifications_read", unreadCount: n });
const counts = (events: { data: string }[]) => events.map((e) => (JSON.parse(e.data) as { unreadCount: number }).unreadCount);

async function signedIn() {
  const { user } = await createUser();
  const { cookie } = await webSessionCookie(user);
  return { user, cookie };
}

async function connect(cookie: string, lastEventId?: string) {
  const { status, res } = await call(stream, {
    method: "GET",
    headers: { cookie, accept: "text/event-stream", ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
  });
  expect(status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const reader = new SseReader(res.body!);
  // the stream is subscribed once the hub is listening; the first bytes are written right after that
  await processHub();
  return reader;
}

/** The stream subscribes asynchronously: a marker event published until it arrives proves it is live. */
async function untilLive(reader: SseReader, userId: string) {
  await waitForSubscriber(userId);
  await publish([userId], note(-1));
  for (;;) {
    const e = await reader.next();
    if (!e) throw new Error("stream ended");
    if (counts([e])[0] === -1) return e;
  }
}

const hubs: RealtimeHub[] = [];
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.close()));
  await (await processHub()).close();
});

describe("GET /api/realtime/stream", () => {
  it("needs a signed-in user: no cookie answers 401 JSON", async () => {
    const { status, json } = await call(stream, { method: "GET", headers: { accept: "text/event-stream" } });
    expect(status).toBe(401);
    expect(json).toEqual({ result: false, error: "Please sign in to continue." });
  });

  it("answers JSON 406, not an endless stream, to a request that does not ask for text/event-stream", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const { status, json } = await call(stream, { method: "GET", headers: { cookie } });
    expect(status).toBe(406);
    expect(json.error).toContain("text/event-stream");
  });

  it("delivers the user's events in order with their row ids, and nobody else's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const ra = await connect(a.cookie);
    const rb = await connect(b.cookie);
    await untilLive(ra, a.user.id);
    await untilLive(rb, b.user.id);
    for (let i = 1; i <= 20; i++) await publish([a.user.id], note(i));
    await publish([b.user.id], note(1000));
    const got = await ra.take(20);
    expect(counts(got)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(got.every((e) => e.event === "realtime" && /^\d+$/.test(e.id ?? ""))).toBe(true);
    const ids = got.map((e) => BigInt(e.id!));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    // b's next event is its own, not one of a's twenty
    expect(counts(await rb.take(1))).toEqual([1000]);
    await ra.cancel();
    await rb.cancel();
  });

  it("publishes to several users at once, and a rolled-back transaction delivers nothing", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const ra = await connect(a.cookie);
    const rb = await connect(b.cookie);
    await untilLive(ra, a.user.id);
    await untilLive(rb, b.user.id);
    await expect(
      db.$transaction(async (tx) => {
        await publish([a.user.id, b.user.id], note(1), { tx });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db.$transaction((tx) => publish([a.user.id, b.user.id, a.user.id], note(2), { tx }));
    expect(counts(await ra.take(1))).toEqual([2]);
    expect(counts(await rb.take(1))).toEqual([2]);
    await ra.cancel();
    await rb.cancel();
  });

  it("resumes after a reconnect with Last-Event-ID: the missed events, then live ones, no gap and no duplicate", async () => {
    const a = await signedIn();
    const first = await connect(a.cookie);
    await untilLive(first, a.user.id);
    for (let i = 1; i <= 5; i++) await publish([a.user.id], note(i));
    const seen = await first.take(5);
    await first.cancel();
    for (let i = 6; i <= 10; i++) await publish([a.user.id], note(i));

    const again = await connect(a.cookie, seen[4].id!);
    const replayed = await again.take(5);
    expect(counts(replayed)).toEqual([6, 7, 8, 9, 10]);
    await publish([a.user.id], note(11));
    expect(counts(await again.take(1))).toEqual([11]);
    await again.cancel();
  });

  it("loses and repeats nothing when events are published concurrently while the client reconnects", async () => {
    const a = await signedIn();
    const first = await connect(a.cookie);
    const marker = await untilLive(first, a.user.id);
    await first.cancel();
    // 60 events from concurrent transactions, racing the reconnect's replay
    const sending = Promise.all(Array.from({ length: 60 }, (_, i) => publish([a.user.id], note(i + 1))));
    const again = await connect(a.cookie, marker.id!);
    await sending;
    const got = await again.take(60);
    const ids = got.map((e) => BigInt(e.id!));
    expect(new Set(ids.map(String)).size).toBe(60);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    expect([...counts(got)].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // what the table holds after the marker is exactly what was delivered
    const rows = await db.$queryRaw<
      { id: string }[]
    >`SELECT e.id::text AS id FROM "RealtimeEvent" e WHERE "userId" = ${a.user.id} AND e.id > ${BigInt(marker.id!)} ORDER BY e.id`;
    expect(rows.map((r) => r.id)).toEqual(got.map((e) => e.id));
    await again.cancel();
  });

  it("a second server process (its own listener connection) delivers events published elsewhere", async () => {
    const a = await signedIn();
    const other = new RealtimeHub();
    hubs.push(other);
    await other.ready;
    const here = await connect(a.cookie);
    const there = new SseReader(openStream({ userId: a.user.id, lastEventId: null, hub: other }));
    await waitForSubscriber(a.user.id, { hub: other });
    await untilLive(here, a.user.id);
    // the other stream also saw the marker (or will): skip to it
    for (;;) if (counts(await there.take(1))[0] === -1) break;
    for (let i = 1; i <= 10; i++) await publish([a.user.id], note(i));
    const h = await here.take(10);
    const t = await there.take(10);
    expect(counts(h)).toEqual(counts(t));
    expect(t.map((e) => e.id)).toEqual(h.map((e) => e.id));
    expect(other.size).toBe(1);
    await here.cancel();
    await there.cancel();
  });

  it("carries events too large for a NOTIFY payload (read back from the table)", async () => {
    const a = await signedIn();
    const r = await connect(a.cookie);
    await untilLive(r, a.user.id);
    const big: RealtimeEvent = {
      type: "notification",
      notification: {
        _id: "n1",
        message: "x".repeat(20_000),
        type: "proposal",
        isRead: false,
        creator: null,
        job: null,
        request: null,
        createdAt: new Date().toISOString(),
      },
      unreadCount: 1,
    };
    await publish([a.user.id], big);
    await publish([a.user.id], note(2));
    const [e1, e2] = await r.take(2);
    expect(JSON.parse(e1.data)).toEqual(big);
    expect(counts([e2])).toEqual([2]);
    await r.cancel();
  });

  it("sends heartbeats and ends after its maximum life (the browser then reconnects)", async () => {
    const a = await signedIn();
    const r = new SseReader(openStream({ userId: a.user.id, lastEventId: null, heartbeatMs: 20, maxMs: 150 }));
    expect(await r.next()).toBeNull();
    expect(r.comments).toContain("connected");
    expect(r.comments).toContain("ping");
  });
});
