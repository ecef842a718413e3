// The app's HTTP server (`npm start`, `npm run dev`, the e2e run): Next's own request handler in a small Node
// server that first appends the connection's address to X-Forwarded-For (scripts/lib/peer-address.mjs) and
// answers malformed /api requests itself (JSON 400 for broken %-escapes, JSON 405: scripts/lib/api-methods.mjs),
// and puts the CSP nonce on the scripts of cached pages (scripts/lib/nonce-html.mjs); it keeps a one-second
// copy of public pages and of answers that are the same for everyone (page-microcache.mjs, answer-cache.mjs).
// `next start` alone only fills that header when the client did not send one, which lets anyone choose
// the address rate limits are keyed on. Usage: node scripts/server.mjs [--dev] [-p PORT]
import http from "node:http";
import next from "next";
import { appendPeerAddress } from "./lib/peer-address.mjs";
import { apiEdgeAnswer, scanApiRoutes } from "./lib/api-methods.mjs";
import { CACHED_PAGE, INJECTS_NONCE_HEADER, acceptsGzip, injectNonce } from "./lib/nonce-html.mjs";
import { PURGE_HOOK, createPageMicrocache } from "./lib/page-microcache.mjs";
import { ANSWER_PURGE_HOOK, createAnswerCache } from "./lib/answer-cache.mjs";
import { gracefulStop } from "./lib/graceful-stop.mjs";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const pIndex = args.indexOf("-p");
const port = Number(pIndex >= 0 ? args[pIndex + 1] : process.env.PORT || 3000);

const app = next({ dev, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// the methods of every app/api route file (JSON 405s); read once, from the sources the build was made of
const apiRoutes = scanApiRoutes();

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
// every interface, like `next start`
server.listen(port, () => console.log(`> Ready on http://localhost:${port}${dev ? " (dev)" : ""}`));

// requests under way and running background jobs finish first (scripts/lib/graceful-stop.mjs)
const stop = gracefulStop(server);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
