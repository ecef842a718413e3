// A one-second copy of the API answers that are the same for everyone (global/get_data: categories, fee,
// ads), in front of Next's handler (scripts/server.ts), as scripts/lib/page-microcache.ts is for public
// pages. The route itself already answers from a buffer built once per cache fill (lib/settings/global-data.ts);
// what a call still costs is Next's request handling around it: about 1.1 ms of CPU against 0.85 ms for a
// route that answers fixed JSON. A hit here is a header copy and one write.
//
// What is kept is the answer Next gave, byte for byte: its status, every header (the security headers of
// next.config.mjs, ETag, Cache-Control) and its body as sent (one copy per scheme, host and encoding). Only 200
// answers with an ETag, no Set-Cookie and no private/no-store Cache-Control are kept, for PAGE_MICROCACHE_MS.
// Freshness: lib/settings/global-data.ts drops every copy (PURGE_HOOK) whenever this process invalidates its
// global data (a category, setting or ad written), and an answer that started before the drop is not kept:
// in this process a change shows on the next call exactly as without this copy; another server process on the
// database hears of it (lib/public-pages/cache-bus.ts) and drops its copies the same way.
//
// Only requests whose input is empty are answered here, so they are the same call: a GET without a query
// string, a POST without a body, or a POST whose body is exactly `{}` (Content-Type application/json). For
// that last one the two bytes are read here; anything else is handed to Next with its bytes put back.
// If-None-Match with the kept ETag answers 304, as the route does. A request with Cache-Control (or Pragma)
// no-cache goes to Next, and its answer refreshes the copy.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { acceptsGzip, overHttps } from "./nonce-html";

export const ANSWER_CACHE_MS = 1000;
export const SHARED_ANSWERS = new Set(["/api/global/get_data"]);
/** The process-wide hook lib/settings/global-data.ts calls when its data changes (same key there). */
export const ANSWER_PURGE_HOOK = Symbol.for("gigline.sharedAnswerCache.purge");

const DROPPED_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);
const EMPTY_JSON = "{}";

type Entry = { expires: number; status: number; headers: [string, OutgoingHttpHeader][]; body: Buffer; etag: string };

export type AnswerCache = ReturnType<typeof createAnswerCache>;

export function createAnswerCache({ ttlMs = ANSWER_CACHE_MS, paths = SHARED_ANSWERS, now = () => Date.now() } = {}) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const purge = () => {
    generation++;
    entries.clear();
  };

  // the two schemes (HSTS over HTTPS), hosts and encodings are different answers
  const keyOf = (req: IncomingMessage) =>
    `${overHttps(req) ? "s" : "h"} ${req.headers.host ?? ""} ${acceptsGzip(req.headers["accept-encoding"]) ? "gzip" : "identity"} ${req.url}`;

  const send = (req: IncomingMessage, res: ServerResponse, e: Entry) => {
    for (const [name, value] of e.headers) res.setHeader(name, value);
    res.setHeader("x-gigline-answer-cache", "hit");
    if (matchesEtag(req.headers["if-none-match"], e.etag)) {
      for (const name of ["content-type", "content-encoding"]) res.removeHeader(name);
      res.writeHead(304);
      res.end();
      return;
    }
    res.setHeader("content-length", e.body.length);
    res.writeHead(e.status);
    res.end(e.body);
  };

  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expires > now()) return e;
    if (e) entries.delete(key);
    return null;
  };

  /** Wraps `res` so that Next's answer to this request is kept when it may be shared. */
  const record = (key: string, res: ServerResponse) => {
    const started = generation;
    // the originals, untyped: the patched methods below pass every overload on as it came
    const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, cb?: unknown) => ServerResponse;
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      const out = end(chunk, encoding, cb);
      const headers = res.getHeaders();
      const etag = String(headers.etag ?? "");
      const cacheControl = String(headers["cache-control"] ?? "");
      if (started === generation && res.statusCode === 200 && etag && !headers["set-cookie"] && !/private|no-store/i.test(cacheControl)) {
        const kept = Object.entries(headers).filter(
          (h): h is [string, OutgoingHttpHeader] => h[1] !== undefined && !DROPPED_HEADERS.has(h[0]),
        );
        entries.set(key, { expires: now() + ttlMs, status: 200, headers: kept, body: Buffer.concat(chunks), etag });
      }
      return out;
    }) as ServerResponse["end"];
  };

  return {
    purge,
    get size() {
      return entries.size;
    },
    /**
     * Takes the request when it is a shared answer's call with an empty input: answers it from a live copy,
     * or hands it to `next` (with a recorder when the answer may be kept). Answers false when the request is
     * not one of these (the caller hands it on itself).
     */
    handle(req: IncomingMessage, res: ServerResponse, next: () => void): boolean {
      if (ttlMs <= 0 || (req.method !== "GET" && req.method !== "POST") || !paths.has(req.url ?? "")) return false;
      const key = keyOf(req);
      // a live copy answers; else Next does (with the body's bytes put back when they were read here)
      // a client that asks for a fresh answer (Cache-Control/Pragma no-cache) gets Next's, which refreshes the copy
      const fresh = /no-cache/i.test(String(req.headers["cache-control"] ?? "")) || /no-cache/i.test(String(req.headers.pragma ?? ""));
      const hitOrPass = (bytes: Buffer | null, shared: boolean) => {
        const e = shared && !fresh ? live(key) : null;
        if (e) return send(req, res, e);
        if (bytes?.length) {
          req.unshift(bytes);
          // the body is whole again: Next's Request refuses a stream that reports it was read ("disturbed")
          (req as unknown as { _readableState: { dataEmitted: boolean } })._readableState.dataEmitted = false;
        }
        if (shared) record(key, res);
        next();
      };
      if (req.method === "GET" || (!req.headers["transfer-encoding"] && (req.headers["content-length"] ?? "0") === "0")) {
        hitOrPass(null, true);
        return true;
      }
      const type = String(req.headers["content-type"] ?? "")
        .split(";")[0]
        .trim()
        .toLowerCase();
      if (req.headers["transfer-encoding"] || req.headers["content-length"] !== String(EMPTY_JSON.length) || type !== "application/json")
        return false;
      // the body's two bytes: `{}` is the empty input; anything else goes to Next as it came
      readExactly(req, EMPTY_JSON.length, (bytes) => hitOrPass(bytes, bytes?.toString("latin1") === EMPTY_JSON));
      return true;
    },
  };
}

/** Reads `n` bytes of the request body without reading past them (the end of the stream stays unread). */
function readExactly(req: IncomingMessage, n: number, done: (bytes: Buffer | null) => void) {
  let finished = false;
  const finish = (bytes: Buffer | null) => {
    if (finished) return;
    finished = true;
    req.off("readable", onReadable);
    req.off("end", onEnd);
    req.off("error", onEnd);
    done(bytes);
  };
  const onReadable = () => {
    const bytes: Buffer | null = req.read(n);
    if (bytes !== null) finish(bytes);
  };
  const onEnd = () => finish(null);
  req.on("readable", onReadable);
  req.on("end", onEnd);
  req.on("error", onEnd);
}

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return String(header)
    .split(",")
    .some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
}
