// The Pusher transport: publish() triggers on private-user-{id} through the `pusher` package once the
// transaction committed, against a local fake of Pusher's HTTP API that checks the signatures; the outbox
// keeps what could not be sent; POST /api/realtime/pusher-auth signs only the user's own channel, checked
// with pusher's own verification.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { startFakePusher } from "../helpers/fake-pusher";
import { POST as pusherAuth } from "@/app/api/realtime/pusher-auth/route";
import { publish, realtimeTransport, type RealtimeEvent } from "@/lib/realtime";
import { drainAfterCommit, drainOutbox } from "@/lib/realtime/pusher";
import { realtimeMaintenance } from "@/lib/realtime/cleanup";
import { db } from "@/lib/db";

// pusher's own signer and verifier (the package's Token class, untyped)
const Token = createRequire(import.meta.url)("pusher/lib/token") as new (
  key: string,
  secret: string,
) => { verify(s: string, sig: string): boolean };

const app = { id: "4242", key: "fake-key", secret: "fake-secret-0123456789" };
let fake: Awaited<ReturnType<typeof startFakePusher>>;

const note = (n: number): RealtimeEvent => ({ type: "notifications_read", unreadCount: n });
const setPusherEnv = (secret = app.secret) => {
  Object.assign(process.env, {
    PUSHER_APP_ID: app.id,
    PUSHER_KEY: app.key,
    PUSHER_SECRET: secret,
    PUSHER_CLUSTER: "mt1",
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(fake.port),
    PUSHER_USE_TLS: "false",
  });
};
const PUSHER_VARS = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS"];

async function rowsOf(userId: string) {
  return db.$queryRaw<
    { id: string; pushed: boolean }[]
  >`SELECT e.id::text AS id, e."pushedAt" IS NOT NULL AS pushed FROM "RealtimeEvent" e WHERE "userId" = ${userId} ORDER BY e.id`;
}
const forUser = (userId: string) => fake.events.filter((e) => e.channel === `private-user-${userId}`);
async function idle() {
  // every scheduled drain finished: nothing left to send
  while ((await drainOutbox()) !== 0) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  fake = await startFakePusher(app);
});
beforeEach(() => setPusherEnv());
afterAll(async () => {
  for (const k of PUSHER_VARS) delete process.env[k];
  await fake.close();
});

describe("Pusher transport", () => {
  it("is chosen when the four PUSHER_* variables are set", () => {
    expect(realtimeTransport()).toBe("pusher");
    delete process.env.PUSHER_SECRET;
    expect(realtimeTransport()).toBe("sse");
  });

  it("triggers each committed event on the user's private channel, signed as Pusher checks it", async () => {
    const { user: a } = await createUser();
    const { user: b } = await createUser();
    await publish([a.id, b.id], note(7));
    const rows = await rowsOf(a.id);
    await drainAfterCommit(rows.map((r) => r.id));
    await idle();
    expect(fake.refused).toEqual([]);
    expect(forUser(a.id)).toEqual([
      { channel: `private-user-${a.id}`, name: "realtime", data: JSON.stringify({ id: rows[0].id, event: note(7) }) },
    ]);
    expect(forUser(b.id)).toHaveLength(1);
    expect((await rowsOf(a.id)).every((r) => r.pushed)).toBe(true);
  });

  it("sends nothing for a rolled-back transaction, and a committed one only after its commit", async () => {
    const { user: a } = await createUser();
    await expect(
      db.$transaction(async (tx) => {
        await publish([a.id], note(1), { tx });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db.$transaction(async (tx) => {
      await publish([a.id], note(2), { tx });
      await idle();
      // not committed yet: invisible to the drain, so nothing went out
      expect(forUser(a.id)).toEqual([]);
    });
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(1);
    await drainAfterCommit(rows.map((r) => r.id));
    expect(forUser(a.id).map((e) => JSON.parse(e.data).event)).toEqual([note(2)]);
  });

  it("keeps each user's events in order under concurrent publishes", async () => {
    const { user: a } = await createUser();
    await Promise.all(Array.from({ length: 30 }, (_, i) => publish([a.id], note(i + 1))));
    const rows = await rowsOf(a.id);
    await drainAfterCommit(rows.map((r) => r.id));
    await idle();
    const ids = forUser(a.id).map((e) => JSON.parse(e.data).id as string);
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it("keeps events in the outbox while Pusher refuses them (bad secret, outage) and sends them later", async () => {
    const { user: a } = await createUser();
    setPusherEnv("a-wrong-secret");
    await publish([a.id], note(1));
    await idle().catch(() => {});
    expect(fake.refused).toContain("Invalid signature");
    expect(forUser(a.id)).toEqual([]);
    expect((await rowsOf(a.id)).map((r) => r.pushed)).toEqual([false]);

    // keys fixed, but Pusher answers 503 once: the row still waits; the maintenance sweep sends it
    setPusherEnv();
    fake.failNext(1);
    while (forUser(a.id).length === 0) {
      await realtimeMaintenance();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(fake.unavailableServed()).toBe(1);
    expect(forUser(a.id).map((e) => JSON.parse(e.data).event)).toEqual([note(1)]);
    expect((await rowsOf(a.id)).map((r) => r.pushed)).toEqual([true]);
    fake.refused.length = 0;
  });
});

describe("POST /api/realtime/pusher-auth", () => {
  const socket = "123456.7890123";

  it("signs the signed-in user's own channel; pusher's verification accepts the signature", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const channel = `private-user-${user.id}`;
    const { status, json } = await call(pusherAuth, { headers: { cookie }, body: { socket_id: socket, channel_name: channel } });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    const [key, signature] = String(json.auth).split(":");
    expect(key).toBe(app.key);
    expect(new Token(app.key, app.secret).verify(`${socket}:${channel}`, signature)).toBe(true);
    // the signature is bound to the socket and the channel
    expect(new Token(app.key, app.secret).verify(`${socket}:private-user-someone-else`, signature)).toBe(false);
    expect(new Token(app.key, app.secret).verify(`999.999:${channel}`, signature)).toBe(false);
  });

  it("refuses anyone else's channel (403), any other channel (403), no session (401), a bad socket id (400)", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser();
    const { cookie } = await webSessionCookie(user);
    for (const channel of [`private-user-${other.id}`, `user-${user.id}`, `presence-user-${user.id}`, `private-user-${user.id}x`]) {
      const { status, json } = await call(pusherAuth, { headers: { cookie }, body: { socket_id: socket, channel_name: channel } });
      expect(status, channel).toBe(403);
      expect(json).toEqual({ result: false, error: "You can only subscribe to your own channel." });
    }
    expect((await call(pusherAuth, { body: { socket_id: socket, channel_name: `private-user-${user.id}` } })).status).toBe(401);
    expect(
      (await call(pusherAuth, { headers: { cookie }, body: { socket_id: "abc", channel_name: `private-user-${user.id}` } })).status,
    ).toBe(400);
  });

  it("answers 404 when Pusher is not configured", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    delete process.env.PUSHER_APP_ID;
    const { status } = await call(pusherAuth, {
      headers: { cookie },
      body: { socket_id: socket, channel_name: `private-user-${user.id}` },
    });
    expect(status).toBe(404);
  });
});
