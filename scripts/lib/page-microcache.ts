// A one-second copy of each cached public page (/jobs/{id}, /pros/{id}, /help…) in front of Next's handler
// (scripts/server.ts). Next's full-route cache (ISR) already serves these pages rendered once, but each hit
// still runs the proxy, Next's routing and cache lookup and the nonce rewrite of ~30 kB of HTML: about
// 1.2 ms of CPU against 0.8 ms for a route that answers fixed JSON. A hit here costs one split/join of the
// stored HTML with the new response's nonce, so popular pages stay cheap under load.
//
// Freshness: an entry lives PAGE_MICROCACHE_MS (1 s). Every tag expiry in this process (a job closed, a profile
// edited or deleted: lib/public-pages/cache.ts) drops all entries at once, and a render that started before
// the drop is not stored, so in one process a change shows on the next request exactly as without this
// cache; another server process on the database hears of the expiry (lib/public-pages/cache-bus.ts) and drops
// its entries the same way.
// Only complete 200 text/html answers with no Set-Cookie and no private/no-store Cache-Control are kept.
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { overHttps, type CapturedAnswer } from "./nonce-html";

export const PAGE_MICROCACHE_MS = 1000;
const MAX_ENTRIES = 500;

/** The process-wide hook lib/public-pages/cache.ts calls on every tag expiry (same key there). */
export const PURGE_HOOK = Symbol.for("gigline.publicPageMicrocache.purge");

/** The nonce format of proxy.ts (base64 of a UUID). */
export const newNonce = () => Buffer.from(randomUUID()).toString("base64");

const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);

type Entry = { expires: number; status: number; headers: [string, OutgoingHttpHeader][]; parts: string[]; nonce: string };

export type PageMicrocache = ReturnType<typeof createPageMicrocache>;

export function createPageMicrocache({ ttlMs = PAGE_MICROCACHE_MS, maxEntries = MAX_ENTRIES, now = () => Date.now() } = {}) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const purge = () => {
    generation++;
    entries.clear();
  };

  return {
    purge,
    get size() {
      return entries.size;
    },
    /** Cache key of a request, or null when it must go to Next (RSC payloads, prefetches, other methods). */
    keyOf(req: IncomingMessage): string | null {
      if (ttlMs <= 0) return null;
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      if (req.headers.rsc || req.headers["next-router-prefetch"] || req.headers["next-action"] || /[?&]_rsc=/.test(req.url ?? ""))
        return null;
      // proxy.ts adds HSTS and an upgrade directive over HTTPS: the two schemes are different answers
      return `${overHttps(req) ? "s" : "h"} ${req.headers.host ?? ""} ${req.url}`;
    },
    /**
     * Answers the request from a live entry; false when there is none, or when the client asks for a fresh
     * copy (Cache-Control/Pragma no-cache: a browser's hard reload), whose answer then refreshes the entry.
     */
    serve(key: string, req: IncomingMessage, res: ServerResponse, { gzip }: { gzip: boolean }): boolean {
      if (/no-cache/i.test(String(req.headers["cache-control"] ?? "")) || /no-cache/i.test(String(req.headers.pragma ?? ""))) return false;
      const e = entries.get(key);
      if (!e) return false;
      if (e.expires <= now()) {
        entries.delete(key);
        return false;
      }
      const nonce = newNonce();
      for (const [name, value] of e.headers) {
        res.setHeader(name, name === "content-security-policy" ? String(value).split(e.nonce).join(nonce) : value);
      }
      res.setHeader("x-gigline-page-cache", "hit");
      const html = Buffer.from(e.parts.join(nonce), "utf8");
      if (!gzip || req.method === "HEAD") {
        res.setHeader("content-length", html.length);
        res.writeHead(e.status);
        res.end(req.method === "HEAD" ? undefined : html);
        return true;
      }
      zlib.gzip(html, { level: 6 }, (err, zipped) => {
        if (err) {
          res.setHeader("content-length", html.length);
          res.writeHead(e.status);
          res.end(html);
          return;
        }
        res.setHeader("content-encoding", "gzip");
        const vary = String(res.getHeader("vary") ?? "");
        if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
        res.setHeader("content-length", zipped.length);
        res.writeHead(e.status);
        res.end(zipped);
      });
      return true;
    },
    /**
     * A recorder for a miss: injectNonce's `capture` option calls it with the finished answer; stored only
     * when it may be shared and no purge happened while it rendered.
     */
    recorder(key: string, method: string | undefined): (answer: CapturedAnswer) => void {
      const started = generation;
      return ({ status, headers, html, nonce }) => {
        if (method !== "GET" || started !== generation || status !== 200 || !nonce) return;
        const type = String(headers["content-type"] ?? "");
        const cacheControl = String(headers["cache-control"] ?? "");
        // a render cut short (an error after the head was sent) is never kept
        if (!/<\/html>\s*$/.test(html)) return;
        if (!type.startsWith("text/html") || headers["set-cookie"] || /private|no-store|no-cache/i.test(cacheControl)) return;
        if (entries.size >= maxEntries) {
          for (const [k, v] of entries) if (v.expires <= now()) entries.delete(k);
          while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        }
        const kept = Object.entries(headers).filter(
          (h): h is [string, OutgoingHttpHeader] => h[1] !== undefined && !DROPPED_HEADERS.has(h[0]) && h[0] !== "x-gigline-page-cache",
        );
        entries.set(key, { expires: now() + ttlMs, status, headers: kept, parts: html.split(nonce), nonce });
      };
    },
  };
}
