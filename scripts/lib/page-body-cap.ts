// The body cap of everything that is not /api (pages, server actions, /logout), before Next sees the request.
// Next buffers (up to 10 MB) and reads to its end the body of every request its proxy runs on, pages included:
// a 50 MB post to /jobs was read whole and answered 200. Pages only ever receive small posts (a server action's
// arguments, the sign-out form), so anything above PAGE_BODY_MAX_BYTES answers 413 here: at once when
// Content-Length says so; while it streams for a chunked body (no Content-Length), whose bytes are counted as
// they arrive and only handed on to Next once the whole body is in and under the cap. /api calls have their
// own, per-call caps in the route wrapper (lib/http/body.ts), which reads their bodies as streams.

import type { IncomingMessage } from "node:http";

/** 1 MB: far above a server action's arguments or a form of the app. */
export const PAGE_BODY_MAX_BYTES = 1024 * 1024;
export const PAGE_TOO_LARGE = "The request is too large.";

/**
 * Calls `next()` when the request may go on; answers 413 itself (through `tooLarge()`) when its body is over the
 * cap. A body with a Content-Length within the cap goes on at once (Node's parser never delivers more than that);
 * a chunked one is held, counted as it arrives, and released to the request's own stream, intact, once complete.
 */
export function capPageBody(
  req: IncomingMessage,
  { maxBytes = PAGE_BODY_MAX_BYTES, next, tooLarge }: { maxBytes?: number; next: () => void; tooLarge: () => void },
): void {
  const announced = req.headers["content-length"];
  if (announced !== undefined) {
    if (/^\d+$/.test(announced.trim()) && Number(announced) > maxBytes) tooLarge();
    else next();
    return;
  }
  if (!req.headers["transfer-encoding"]) {
    next();
    return;
  }
  // Node's HTTP parser hands each piece of the body to the request stream's push() (and null at its end):
  // held here until the end, so that no reader (Next) sees a byte of a body that turns out too large.
  const push = req.push;
  const held: Buffer[] = [];
  let total = 0;
  let refused = false;
  req.push = function (chunk: Buffer | string | null, encoding?: BufferEncoding) {
    if (refused) {
      // the rest is dropped as it arrives; its end still ends the request (the connection may be reused)
      if (chunk !== null) return true;
      req.push = push;
      return push.call(req, null);
    }
    if (chunk === null) {
      req.push = push;
      for (const c of held) push.call(req, c);
      const ended = push.call(req, null);
      next();
      return ended;
    }
    total += chunk.length;
    if (total > maxBytes) {
      refused = true;
      held.length = 0;
      tooLarge();
      return true;
    }
    held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    return true;
  };
}
