// Reading a request body with a running byte count: a chunked body with no Content-Length (or one that
// lies about it) is cut off at the limit instead of being buffered whole, and the call answers 413.
import { AppError } from "@/lib/http/errors";

/** JSON calls: far above any form of the app, far below what could tie up the server. */
export const JSON_MAX_BYTES = 1024 * 1024;
export const TOO_LARGE = "The request is too large.";
/**
 * Pages (a server action's arguments, the sign-out form): the cap of every body outside /api, applied by
 * scripts/server.ts before Next reads it (scripts/lib/page-body-cap.ts, the same figure) and by proxy.ts.
 */
export const PAGE_MAX_BYTES = 1024 * 1024;

export class BodyTooLargeError extends AppError {
  constructor(message = TOO_LARGE) {
    super(413, message);
  }
}

/**
 * The body's bytes, at most `maxBytes` of them. An announced Content-Length above the limit is refused
 * before reading; otherwise the stream is read chunk by chunk and cancelled as soon as the count passes it.
 */
export async function readBodyCapped(req: Request, maxBytes: number, message = TOO_LARGE): Promise<Uint8Array> {
  const announced = req.headers.get("content-length");
  if (announced !== null && /^\d+$/.test(announced.trim()) && Number(announced) > maxBytes) {
    await req.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(message);
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new AppError(400, "The request body could not be read.");
    }
    if (step.done) break;
    total += step.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(message);
    }
    chunks.push(step.value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * Wraps a handler that reads the body itself (next-auth): a body of another type than `types` is refused
 * (415; next-auth throws on a JSON body it cannot parse), the rest is read under the cap, then handed on.
 */
export function withBodyLimit<C>(maxBytes: number, types: string[], handler: (req: Request, ctx: C) => Promise<Response>) {
  return async (req: Request, ctx: C): Promise<Response> => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, ctx);
    let bytes: Uint8Array;
    try {
      bytes = await readBodyCapped(req, maxBytes);
      const essence = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (bytes.byteLength > 0 && !types.includes(essence)) throw new AppError(415, `This call accepts ${types.join(" or ")} only.`);
    } catch (err) {
      const status = err instanceof AppError ? err.status : 400;
      const error = err instanceof Error ? err.message : TOO_LARGE;
      return Response.json({ result: false, error }, { status, headers: { "cache-control": "no-store" } });
    }
    const { NextRequest } = await import("next/server");
    const copy = new NextRequest(req.url, { method: req.method, headers: req.headers, body: bytes as BodyInit });
    return handler(copy as unknown as Request, ctx);
  };
}
