// The app's HTTP server, shared by scripts/server.ts (`npm start`, `npm run dev`, the e2e run, the benches) and
// the deployed image's start command (scripts/deploy/serve.mjs over Next's standalone output): Next's own request
// handler in a small Node server that first appends the connection's address to X-Forwarded-For
// (scripts/lib/peer-address.ts), answers malformed /api requests itself (JSON 400 for broken %-escapes, JSON 405:
// scripts/lib/api-methods.mjs) and page requests with too large a body (413: scripts/lib/page-body-cap.ts), all
// with the security headers of every answer (scripts/lib/security-headers.mjs), puts the CSP nonce on the scripts
// of cached pages (scripts/lib/nonce-html.ts), keeps a one-second copy of public pages and of answers that are the
// same for everyone (page-microcache.ts, answer-cache.ts), and stops gracefully (graceful-stop.mjs).
// Next's standalone server.js would do none of this: it fills X-Forwarded-For only when the client did not send
// one, which lets anyone choose the address rate limits are keyed on.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { appendPeerAddress } from "./peer-address";
import { apiEdgeAnswer, scanApiRoutes } from "./api-methods.mjs";
import { CACHED_PAGE, INJECTS_NONCE_HEADER, acceptsGzip, injectNonce } from "./nonce-html";
import { PURGE_HOOK, createPageMicrocache, type PageMicrocache } from "./page-microcache";
import { ANSWER_PURGE_HOOK, createAnswerCache, type AnswerCache } from "./answer-cache";
import { gracefulStop, stopWhenParentGone } from "./graceful-stop.mjs";
import { PAGE_BODY_MAX_BYTES, PAGE_TOO_LARGE, capPageBody } from "./page-body-cap";
import { ownAnswerHeaders } from "./security-headers.mjs";

type ApiRoutes = ReturnType<typeof scanApiRoutes>;
type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
/** An answer the server gives itself (JSON 400 / 405 of /api, the 413 of a page body). */
type OwnAnswer = { status: number; headers: OutgoingHttpHeaders; body: string };
/** The process-wide hooks (symbol keys) lib/public-pages/cache.ts, lib/settings/global-data.ts and instrumentation.ts read. */
const hooks = globalThis as unknown as Record<symbol, unknown>;

/**
 * Starts the server on `port` (every interface, like `next start`); SIGTERM / SIGINT stop it gracefully.
 * apiRoutes: the methods of every app/api route file; read from the sources under `dir` when not given
 * (the deployed image has no sources: its start command carries the list made at build time).
 */
export async function startAppServer({
  dev = false,
  port,
  dir = process.cwd(),
  apiRoutes = scanApiRoutes(dir),
}: {
  dev?: boolean;
  port: number;
  dir?: string;
  apiRoutes?: ApiRoutes;
}): Promise<http.Server> {
  // loaded here, not at the top: the deployed start command sets NODE_ENV (as Next's server.js does) before this
  // runs, and modules Next loads may pick their production or development build when they are first loaded
  const { default: next } = await import("next");
  // a long-lived process: instrumentation.ts starts its listener of the other instances' cache expiries
  // (lib/public-pages/cache-bus.ts, same key there)
  hooks[Symbol.for("gigline.cacheBus.longLived")] = true;
  const app = next({ dev, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();

  // a one-second copy of each cached public page (scripts/lib/page-microcache.ts); off under `dev`.
  // lib/public-pages/cache.ts drops it on every tag expiry in this process.
  const microcache = dev ? null : createPageMicrocache();
  if (microcache) hooks[PURGE_HOOK] = microcache.purge;
  // the same for the API answers that are the same for everyone (global/get_data: scripts/lib/answer-cache.ts);
  // lib/settings/global-data.ts drops it whenever this process's global data changes
  const answerCache = dev ? null : createAnswerCache();
  if (answerCache) hooks[ANSWER_PURGE_HOOK] = answerCache.purge;

  const server = http.createServer(createRequestListener({ handle, apiRoutes, microcache, answerCache }));
  // Next wires WebSocket upgrades (dev's hot reload) through its own handler
  const upgrade = app.getUpgradeHandler?.();
  if (upgrade) server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => upgrade(req, socket, head));
  // a port already taken ends the process (Next's uncaught-exception handler would otherwise keep it alive,
  // serving nothing, while whatever holds the port answers in its place)
  server.on("error", (err) => {
    console.error(`> cannot listen on port ${port}: ${err.message}`);
    process.exit(1);
  });
  applyKeepAliveTimeout(server);
  // every interface, like `next start`
  server.listen(port, () => console.log(`> Ready on http://localhost:${port}${dev ? " (dev)" : ""}`));

  // requests under way and running background jobs finish first (scripts/lib/graceful-stop.mjs)
  const stop = gracefulStop(server);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  stopWhenParentGone(stop);
  return server;
}

/**
 * What the server does with each request before (or instead of) Next's handler `handle`: the peer address,
 * its own answers (JSON 400 / 405 of /api, 413 for a page body over the cap), the one-second copies and the
 * nonces of cached pages. Exported so that tests run it in a real server around a stand-in for Next.
 */
export function createRequestListener({
  handle,
  apiRoutes,
  microcache = null,
  answerCache = null,
  pageBodyMaxBytes = PAGE_BODY_MAX_BYTES,
}: {
  handle: Handle;
  apiRoutes: ApiRoutes;
  microcache?: PageMicrocache | null;
  answerCache?: AnswerCache | null;
  pageBodyMaxBytes?: number;
}): http.RequestListener {
  return (req, res) => {
    appendPeerAddress(req);
    if (!isApiPath(req.url)) {
      // pages take small posts only (scripts/lib/page-body-cap.ts); the API caps each call's body itself
      capPageBody(req, {
        maxBytes: pageBodyMaxBytes,
        next: () => toNext(req, res),
        tooLarge: () =>
          sendOwnAnswer(req, res, {
            status: 413,
            headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
            body: PAGE_TOO_LARGE,
          }),
      });
      return;
    }
    const answer = apiEdgeAnswer(req.method, req.url, apiRoutes);
    if (answer) {
      sendOwnAnswer(req, res, answer);
      return;
    }
    toNext(req, res);
  };

  function toNext(req: IncomingMessage, res: ServerResponse) {
    if (answerCache?.handle(req, res, () => handle(req, res))) return;
    // cached pages (ISR) get the response's CSP nonce on their scripts here (scripts/lib/nonce-html.ts)
    delete req.headers[INJECTS_NONCE_HEADER];
    if ((req.method === "GET" || req.method === "HEAD") && CACHED_PAGE.test(req.url ?? "")) {
      req.headers[INJECTS_NONCE_HEADER] = "1";
      if (!req.headers.rsc) {
        // Next must not compress what is rewritten here; the rewritten HTML is gzipped by injectNonce instead
        const gzip = acceptsGzip(req.headers["accept-encoding"]);
        const key = microcache?.keyOf(req);
        if (key && microcache?.serve(key, req, res, { gzip })) return;
        delete req.headers["accept-encoding"];
        // no 304 for these: a browser would reuse its copy, whose scripts carry the previous answer's nonce,
        // under this answer's policy (every script refused after a reload)
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
        injectNonce(res, { gzip, capture: key && microcache ? microcache.recorder(key, req.method) : undefined });
      }
    }
    handle(req, res);
  }
}

/** How long the rest of a refused body is read (and dropped) after the answer, before the connection is cut. */
export const LINGER_MS = 5_000;

/**
 * An answer of our own, with the security headers of every answer (scripts/lib/security-headers.mjs). The body
 * is never read; what is left of it is drained (dropped as it arrives, nothing kept) for at most LINGER_MS and
 * the connection then cut: closing at once would make a client still sending lose the answer to a reset.
 */
function sendOwnAnswer(req: IncomingMessage, res: ServerResponse, answer: OwnAnswer) {
  if (res.headersSent) return;
  const headers = { ...ownAnswerHeaders(req.headers), ...answer.headers };
  const bodyLeft = (req.headers["content-length"] || req.headers["transfer-encoding"]) && !req.complete;
  if (bodyLeft) {
    // Node drains an unread body after the answer to keep the connection; it is cut if that takes too long
    res.once("finish", () => {
      if (req.complete) return;
      const cut = setTimeout(() => req.socket?.destroy(), LINGER_MS);
      cut.unref();
      req.once("end", () => clearTimeout(cut));
      req.once("close", () => clearTimeout(cut));
    });
  }
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

function isApiPath(rawUrl: string | undefined) {
  const pathname = (rawUrl || "/").split("?")[0];
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * KEEP_ALIVE_TIMEOUT (milliseconds), as Next's own server.js reads it. Behind a load balancer that keeps idle
 * connections open longer than Node's 5 s (60 s on AWS's), a longer timeout here keeps it from sending a request
 * on a connection this server is closing (the 502s of that race). Unset, blank or not a positive number: Node's.
 */
export function applyKeepAliveTimeout(server: http.Server, value: string | undefined = process.env.KEEP_ALIVE_TIMEOUT): void {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms) || ms <= 0) return;
  server.keepAliveTimeout = ms;
  // a request's headers may take as long as the connection may idle before them
  server.headersTimeout = Math.max(server.headersTimeout, ms + 1000);
}
