// At most MAX_STREAMS_PER_USER (10) open streams per user in one process: the 11th closes that user's
// oldest (which is told to wait a minute before reconnecting); other users' streams are untouched.
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { SseReader, waitForSubscriber } from "../helpers/sse";
import { GET as stream } from "@/app/api/realtime/stream/route";
import { publish } from "@/lib/realtime";
import { MAX_STREAMS_PER_USER, RealtimeHub, processHub } from "@/lib/realtime/hub";
import { EVICTED_RETRY_MS } from "@/lib/realtime/stream";

afterAll(async () => {
  await (await processHub()).close();
});

async function signedIn() {
  const { user } = await createUser();
  const { cookie } = await webSessionCookie(user);
  return { user, cookie };
}

async function connect(cookie: string) {
  const { status, res } = await call(stream, { method: "GET", headers: { cookie, accept: "text/event-stream" } });
  expect(status).toBe(200);
  return new SseReader(res.body!);
}

/** Reads a stream to its end; answers the comment lines seen. */
async function drain(reader: SseReader) {
  while (await reader.next()) {
    /* events before the end */
  }
  return reader.comments;
}

describe("open streams per user", () => {
  it("the 11th stream of a user closes that user's oldest; the newest ten and other users' streams stay live", async () => {
    expect(MAX_STREAMS_PER_USER).toBe(10);
    const a = await signedIn();
    const b = await signedIn();
    const hub = await processHub();

    const other = await connect(b.cookie);
    await waitForSubscriber(b.user.id);
    const readers: SseReader[] = [];
    for (let i = 0; i < 10; i++) {
      readers.push(await connect(a.cookie));
      await waitForSubscriber(a.user.id, { atLeast: i + 1 });
    }
    expect(hub.subscriberCount(a.user.id)).toBe(10);

    readers.push(await connect(a.cookie));
    // the first one ends, saying why; the count stays at ten
    const comments = await drain(readers[0]);
    expect(comments).toContain("closed: too many open streams");
    // told to wait a minute: its reconnect (replaying what it missed) would close the next oldest at once
    expect(readers[0].retry).toBe(EVICTED_RETRY_MS);
    expect(readers[0].ended).toBe(true);
    await waitForSubscriber(a.user.id, { atLeast: 10 });
    expect(hub.subscriberCount(a.user.id)).toBe(10);
    expect(hub.subscriberCount(b.user.id)).toBe(1);

    // every one of the ten live streams, and the other user's, gets the next event
    await publish([a.user.id, b.user.id], { type: "notifications_read", unreadCount: 7 });
    for (const r of [...readers.slice(1), other]) {
      const e = await r.next();
      expect(JSON.parse(e!.data)).toEqual({ type: "notifications_read", unreadCount: 7 });
    }
    await Promise.all([...readers, other].map((r) => r.cancel()));
  });

  it("counts per hub (one per process), and closing one stream frees its place", async () => {
    const hub = new RealtimeHub(undefined, 2);
    await hub.ready;
    try {
      const closed: string[] = [];
      const sub = (name: string) => ({
        deliver: () => {},
        reset: () => closed.push(`reset ${name}`),
        evict: () => closed.push(`evict ${name}`),
      });
      const unsubscribe1 = hub.subscribe("u", sub("1"));
      hub.subscribe("u", sub("2"));
      unsubscribe1();
      hub.subscribe("u", sub("3"));
      expect(closed).toEqual([]);
      hub.subscribe("u", sub("4"));
      expect(closed).toEqual(["evict 2"]);
      hub.subscribe("v", sub("5"));
      expect(hub.subscriberCount("u")).toBe(2);
      expect(hub.subscriberCount("v")).toBe(1);
    } finally {
      await hub.close();
    }
  });
});
