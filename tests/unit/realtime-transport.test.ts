// Which realtime transport runs, and the line the server logs about it at start.
import { afterEach, describe, expect, it } from "vitest";
import { realtimeTransport, transportLogLine } from "@/lib/realtime/transport";
import { formatEvent, parseLastEventId } from "@/lib/realtime/stream";

const VARS = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER"] as const;
afterEach(() => VARS.forEach((k) => delete process.env[k]));

describe("realtime transport", () => {
  it("is server-sent events without Pusher, and says it needs a long-lived process", () => {
    expect(realtimeTransport()).toBe("sse");
    expect(transportLogLine("")).toContain("server-sent events over PostgreSQL LISTEN/NOTIFY");
    expect(transportLogLine("")).toContain("long-lived");
  });

  it("is Pusher only with all four variables, and warns when the browser key is missing", () => {
    process.env.PUSHER_APP_ID = "1";
    process.env.PUSHER_KEY = "k";
    process.env.PUSHER_SECRET = "s";
    expect(realtimeTransport()).toBe("sse");
    process.env.PUSHER_CLUSTER = "eu";
    expect(realtimeTransport()).toBe("pusher");
    expect(transportLogLine("k")).toBe("[realtime] transport: Pusher Channels (cluster eu), private-user-{id} channels.");
    expect(transportLogLine("")).toContain("NEXT_PUBLIC_PUSHER_KEY is not set");
  });
});

describe("SSE framing", () => {
  it("takes only a row id as Last-Event-ID and frames events with their id", () => {
    expect(parseLastEventId("42")).toBe("42");
    expect(parseLastEventId(" 42 ")).toBe("42");
    for (const bad of ["", "-1", "4x", "1".repeat(19), null, undefined]) expect(parseLastEventId(bad)).toBeNull();
    expect(formatEvent({ id: "7", event: { type: "notifications_read", unreadCount: 3 } })).toBe(
      'id: 7\nevent: realtime\ndata: {"type":"notifications_read","unreadCount":3}\n\n',
    );
  });
});
