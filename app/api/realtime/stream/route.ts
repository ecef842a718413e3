// GET /api/realtime/stream – the signed-in user's realtime events as server-sent events (local transport).
// Resumes after the Last-Event-ID header (or ?lastEventId=) with no gap and no duplicate (lib/realtime/stream.ts).
// Needs a long-lived server process: on a serverless host use Pusher (PUSHER_*), see docs/realtime.md.
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { openStream, parseLastEventId } from "@/lib/realtime/stream";
import { REALTIME_MSG, streamQuerySchema } from "@/lib/realtime/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ body: "none", input: streamQuerySchema }, async ({ req, user, input }) => {
  // EventSource always asks for text/event-stream; anything else (a link, a fetch expecting JSON) gets a
  // JSON answer instead of a stream that never ends
  if (!(req.headers.get("accept") ?? "").includes("text/event-stream")) throw new AppError(406, REALTIME_MSG.StreamOnly);
  const lastEventId = parseLastEventId(req.headers.get("last-event-id") ?? input.lastEventId);
  const body = openStream({ userId: user.id, lastEventId, signal: req.signal });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: no compression (which would buffer the stream); X-Accel-Buffering: nginx passes it through
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
});
