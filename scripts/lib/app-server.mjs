// The app's HTTP server, shared by scripts/server.mjs (`npm start`, `npm run dev`, the e2e run, the benches) and
// the deployed image's start command (scripts/deploy/serve.mjs over Next's standalone output): Next's own request
// handler in a small Node server that first appends the connection's address to X-Forwarded-For
// (scripts/lib/peer-address.mjs), answers malformed /api requests itself (JSON 400 for broken %-escapes, JSON 405:
// scripts/lib/api-methods.mjs), puts the CSP nonce on the scripts of cached pages (scripts/lib/nonce-html.mjs),
// keeps a one-second copy of public pages and of answers that are the same for everyone (page-microcache.mjs,
// answer-cache.mjs), and stops gracefully (graceful-stop.mjs).
// Next's standalone server.js would do none of this: it fills X-Forwarded-For only when the client did not send
// one, which lets anyone choose the address rate limits are keyed on.
import http from "node:http";
import { appendPeerAddress } from "./peer-address.mjs";
import { apiEdgeAnswer, scanApiRoutes } from "./api-methods.mjs";
import { CACHED_PAGE, INJECTS_NONCE_HEADER, acceptsGzip, injectNonce } from "./nonce-html.mjs";
import { PURGE_HOOK, createPageMicrocache } from "./page-microcache.mjs";
import { ANSWER_PURGE_HOOK, createAnswerCache } from "./answer-cache.mjs";
import { gracefulStop, stopWhenParentGone } from "./graceful-stop.mjs";

/**
 * Starts the server on `port` (every interface, like `next start`); SIGTERM / SIGINT stop it gracefully.
 * @param {{ dev?: boolean, port: number, dir?: string, apiRoutes?: ReturnType<typeof scanApiRoutes> }} opts
 *   apiRoutes: the methods of every app/api route file; read from the sources under `dir` when not given
 *   (the deployed image has no sources: its start command carries the list made at build time).
 */
export async function startAppServer({ dev = false, port, dir = process.cwd(), apiRoutes = scanApiRoutes(dir) }) {
  // loaded here, not at the top: the deployed start command sets NODE_ENV (as Next's server.js does) before this
  // runs, and modules Next loads may pick their production or development build when they are first loaded
  const { default: next } = await import("next");
  const app = next({ dev, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();

  // a one-second copy of each cached public page (scripts/lib/page-microcache.mjs); off under `dev`.
  // lib/public-pages/cache.ts drops it on every tag expiry in this process.
  const microcache = dev ? null : createPageMicrocache();
  if (microcache) globalThis[PURGE_HOOK] = microcache.purge;
  // the same for the API answers that are the same for everyone (global/get_data: scripts/lib/answer-cache.mjs);
  // lib/settings/global-data.ts drops it whenever this process's global data changes
  const answerCache = dev ? null : createAnswerCache();
  if (answerCache) globalThis[ANSWER_PURGE_HOOK] = answerCache.purge;

  const server = http.createServer((req, res) => {
    appendPeerAddress(req);
    const answer = apiEdgeAnswer(req.method, req.url, apiRoutes);
    if (answer) {
      // an unread body would otherwise be drained to keep the connection: close it instead
      if (req.headers["content-length"] || req.headers["transfer-encoding"]) answer.headers.connection = "close";
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === "HEAD" ? undefined : answer.body);
      return;
    }
    if (answerCache?.handle(req, res, () => handle(req, res))) return;
    // cached pages (ISR) get the response's CSP nonce on their scripts here (scripts/lib/nonce-html.mjs)
    delete req.headers[INJECTS_NONCE_HEADER];
    if ((req.method === "GET" || req.method === "HEAD") && CACHED_PAGE.test(req.url ?? "")) {
      req.headers[INJECTS_NONCE_HEADER] = "1";
      if (!req.headers.rsc) {
        // Next must not compress what is rewritten here; the rewritten HTML is gzipped by injectNonce instead
        const gzip = acceptsGzip(req.headers["accept-encoding"]);
        const key = microcache?.keyOf(req);
        if (key && microcache.serve(key, req, res, { gzip })) return;
        delete req.headers["accept-encoding"];
        // no 304 for these: a browser would reuse its copy, whose scripts carry the previous answer's nonce,
        // under this answer's policy (every script refused after a reload)
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
        injectNonce(res, { gzip, capture: key ? microcache.recorder(key, req.method) : undefined });
      }
    }
    handle(req, res);
  });
  // Next wires WebSocket upgrades (dev's hot reload) through its own handler
  const upgrade = app.getUpgradeHandler?.();
  if (upgrade) server.on("upgrade", (req, socket, head) => upgrade(req, socket, head));
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
 * KEEP_ALIVE_TIMEOUT (milliseconds), as Next's own server.js reads it. Behind a load balancer that keeps idle
 * connections open longer than Node's 5 s (60 s on AWS's), a longer timeout here keeps it from sending a request
 * on a connection this server is closing (the 502s of that race). Unset, blank or not a positive number: Node's.
 * @param {import("node:http").Server} server
 */
export function applyKeepAliveTimeout(server, value = process.env.KEEP_ALIVE_TIMEOUT) {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms) || ms <= 0) return;
  server.keepAliveTimeout = ms;
  // a request's headers may take as long as the connection may idle before them
  server.headersTimeout = Math.max(server.headersTimeout, ms + 1000);
}
