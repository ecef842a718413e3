// scripts/lib/page-microcache.ts: the one-second copy of cached public pages in front of Next.
import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createPageMicrocache, newNonce } from "../../scripts/lib/page-microcache";

type Req = { method: string; url: string; headers: Record<string, string | undefined> };
// a stand-in for Node's request: what the cache reads of one
const req = (over: Partial<Req> = {}) =>
  ({
    method: "GET",
    url: "/jobs/abc",
    ...over,
    headers: { host: "localhost:3000", ...over.headers },
  }) as Req & IncomingMessage;

function fakeResponse() {
  const headers = new Map<string, unknown>();
  const sent: { status?: number; body?: Buffer } = {};
  let done: () => void = () => {};
  const finished = new Promise<void>((r) => (done = r));
  const res = {
    setHeader: (k: string, v: unknown) => headers.set(k.toLowerCase(), v),
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    writeHead: (status: number) => ((sent.status = status), res),
    end: (body?: Buffer) => {
      sent.body = body;
      done();
      return res;
    },
  };
  return { res: res as typeof res & ServerResponse, headers, sent, finished };
}

const PAGE = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body><p>Fix a sink</p><script nonce="${nonce}">1</script></body></html>`;
const answer = (nonce: string, over: { status?: number; headers?: Record<string, unknown>; html?: string } = {}) => ({
  status: over.status ?? 200,
  headers: {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "cache-control": "s-maxage=30, stale-while-revalidate=31535970",
    "content-length": "999",
    "x-frame-options": "DENY",
    ...over.headers,
  },
  html: over.html ?? PAGE(nonce),
  nonce,
});

describe("page microcache", () => {
  it("serves a stored page with a new nonce in the policy and on every script, and keeps the other headers", () => {
    const cache = createPageMicrocache();
    const key = cache.keyOf(req())!;
    cache.recorder(key, "GET")(answer("OLDNONCE"));
    const { res, headers, sent } = fakeResponse();
    expect(cache.serve(key, req(), res, { gzip: false })).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(String(headers.get("content-security-policy")))![1];
    expect(nonce).not.toBe("OLDNONCE");
    expect(sent.status).toBe(200);
    expect(sent.body!.toString()).toBe(PAGE(nonce));
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("content-length")).toBe(sent.body!.length);
    expect(headers.get("x-gigline-page-cache")).toBe("hit");
  });

  it("gzips a hit for a client that accepts it, and answers HEAD without a body", async () => {
    const cache = createPageMicrocache();
    const key = cache.keyOf(req())!;
    cache.recorder(key, "GET")(answer("N0"));
    const zipped = fakeResponse();
    cache.serve(key, req(), zipped.res, { gzip: true });
    await zipped.finished;
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(zlib.gunzipSync(zipped.sent.body!).toString()).toContain("<p>Fix a sink</p>");

    const head = fakeResponse();
    expect(cache.serve(cache.keyOf(req({ method: "HEAD" }))!, req({ method: "HEAD" }), head.res, { gzip: true })).toBe(true);
    expect(head.sent.body).toBeUndefined();
    expect(head.headers.get("content-length")).toBeGreaterThan(0);
  });

  it("forgets an entry after its second, and on every purge, and never stores a render that started before a purge", () => {
    let t = 1_000;
    const cache = createPageMicrocache({ ttlMs: 1000, now: () => t });
    const key = cache.keyOf(req())!;
    cache.recorder(key, "GET")(answer("N1"));
    t += 999;
    expect(cache.serve(key, req(), fakeResponse().res, { gzip: false })).toBe(true);
    t += 1;
    expect(cache.serve(key, req(), fakeResponse().res, { gzip: false })).toBe(false);

    cache.recorder(key, "GET")(answer("N2"));
    cache.purge();
    expect(cache.serve(key, req(), fakeResponse().res, { gzip: false })).toBe(false);

    // a render in flight while the job changed: its (old) answer is not kept
    const inFlight = cache.recorder(key, "GET");
    cache.purge();
    inFlight(answer("N3"));
    expect(cache.size).toBe(0);
  });

  it("keeps only complete, shareable 200 HTML answers to GET", () => {
    const cache = createPageMicrocache();
    const key = cache.keyOf(req())!;
    cache.recorder(key, "GET")(answer("A", { status: 404 }));
    cache.recorder(key, "GET")(answer("A", { headers: { "set-cookie": "a=b" } }));
    cache.recorder(key, "GET")(answer("A", { headers: { "cache-control": "private, no-cache, no-store" } }));
    cache.recorder(key, "GET")(answer("A", { headers: { "content-type": "application/json" } }));
    cache.recorder(key, "GET")(answer("A", { html: '<html><head><script nonce="A">' }));
    cache.recorder(key, "HEAD")(answer("A"));
    expect(cache.size).toBe(0);
  });

  it("sends RSC payloads, prefetches and other methods to Next, keys schemes apart, and lets a hard reload through", () => {
    const cache = createPageMicrocache();
    expect(cache.keyOf(req({ headers: { rsc: "1" } }))).toBeNull();
    expect(cache.keyOf(req({ url: "/jobs/abc?_rsc=x1" }))).toBeNull();
    expect(cache.keyOf(req({ headers: { "next-router-prefetch": "1" } }))).toBeNull();
    expect(cache.keyOf(req({ method: "POST" }))).toBeNull();
    expect(cache.keyOf(req({ headers: { "x-forwarded-proto": "https" } }))).not.toBe(cache.keyOf(req()));
    expect(createPageMicrocache({ ttlMs: 0 }).keyOf(req())).toBeNull();

    const key = cache.keyOf(req())!;
    cache.recorder(key, "GET")(answer("N"));
    expect(cache.serve(key, req({ headers: { "cache-control": "no-cache" } }), fakeResponse().res, { gzip: false })).toBe(false);
    expect(cache.serve(key, req({ headers: { pragma: "no-cache" } }), fakeResponse().res, { gzip: false })).toBe(false);
    expect(cache.serve(key, req({ headers: { "cache-control": "max-age=0" } }), fakeResponse().res, { gzip: false })).toBe(true);
  });

  it("holds at most maxEntries pages, dropping the oldest", () => {
    const cache = createPageMicrocache({ maxEntries: 3 });
    for (const id of ["a", "b", "c", "d"]) cache.recorder(cache.keyOf(req({ url: `/jobs/${id}` }))!, "GET")(answer("N"));
    expect(cache.size).toBe(3);
    expect(cache.serve(cache.keyOf(req({ url: "/jobs/a" }))!, req({ url: "/jobs/a" }), fakeResponse().res, { gzip: false })).toBe(false);
    expect(cache.serve(cache.keyOf(req({ url: "/jobs/d" }))!, req({ url: "/jobs/d" }), fakeResponse().res, { gzip: false })).toBe(true);
  });

  it("makes nonces in proxy.ts's format", () => {
    const n = newNonce();
    expect(Buffer.from(n, "base64").toString()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
