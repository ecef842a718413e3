// scripts/lib/answer-cache.ts: the one-second copy of answers that are the same for everyone, in front of
// Next, over a real Node HTTP server (the body-peeking reads a real request stream) with a stand-in for
// Next's handler that answers like global/get_data and counts its calls.
import { afterEach, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createAnswerCache } from "../../scripts/lib/answer-cache";

type Cache = ReturnType<typeof createAnswerCache>;
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const ANSWER = JSON.stringify({ result: true, categories: [{ _id: "c1", name: "Cleaning" }], fee: 5, ads: [] });

/** A server: the cache first, then "Next", which reads the whole body and echoes it in a header. */
async function start(cache: Cache, opts: { etag?: string; status?: number; cookie?: boolean } = {}) {
  const seen: { method: string; body: string }[] = [];
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method!, body });
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", "no-cache");
      res.setHeader("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
      res.setHeader("x-body-seen", body || "(none)");
      if (opts.etag !== "") res.setHeader("etag", opts.etag ?? '"v1"');
      if (opts.cookie) res.setHeader("set-cookie", "a=b");
      if (req.headers["x-forwarded-proto"] === "https") res.setHeader("strict-transport-security", "max-age=31536000");
      const gzip = /gzip/.test(String(req.headers["accept-encoding"] ?? ""));
      if (gzip) res.setHeader("content-encoding", "gzip");
      res.writeHead(opts.status ?? 200);
      res.write(gzip ? zlib.gzipSync(ANSWER) : ANSWER.slice(0, 10));
      res.end(gzip ? undefined : ANSWER.slice(10));
    });
  };
  const server = http.createServer((req, res) => {
    if (!cache.handle(req, res, () => next(req, res))) next(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen };
}

/** POST {} over node:http, without fetch()'s own headers. */
function raw(base: string, extra: Record<string, string>) {
  return new Promise<{ status: number; etag?: string; text: string; hit?: string }>((resolve, reject) => {
    const r = http.request(
      `${base}/api/global/get_data`,
      { method: "POST", headers: { "content-type": "application/json", "content-length": "2", ...extra } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            etag: res.headers.etag,
            text: Buffer.concat(chunks).toString(),
            hit: res.headers["x-gigline-answer-cache"] as string | undefined,
          }),
        );
      },
    );
    r.on("error", reject);
    r.end("{}");
  });
}

const post = (base: string, body?: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${base}/api/global/get_data`, { method: "POST", body, headers });

describe("shared answer cache", () => {
  it("answers POST {} , an empty POST and a GET from one copy of Next's answer, byte for byte with its headers", async () => {
    const cache = createAnswerCache();
    const { base, seen } = await start(cache);
    const first = await post(base, "{}");
    expect(first.headers.get("x-gigline-answer-cache")).toBeNull();
    expect(await first.text()).toBe(ANSWER);
    for (const res of [await post(base, "{}"), await post(base, undefined, {}), await fetch(`${base}/api/global/get_data`)]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("x-gigline-answer-cache")).toBe("hit");
      expect(res.headers.get("etag")).toBe('"v1"');
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(ANSWER);
    }
    expect(seen).toHaveLength(1);
  });

  it("hands any other input to Next with its bytes intact (two bytes that are not {}, longer bodies, other types, a query)", async () => {
    const cache = createAnswerCache();
    const { base, seen } = await start(cache);
    await post(base, "{}"); // fills the copy
    const other = await post(base, "[]");
    expect(other.headers.get("x-gigline-answer-cache")).toBeNull();
    expect(other.headers.get("x-body-seen")).toBe("[]");
    expect((await post(base, '{"a":1}')).headers.get("x-body-seen")).toBe('{"a":1}');
    expect((await post(base, "{}", { "content-type": "text/plain" })).headers.get("x-body-seen")).toBe("{}");
    expect((await fetch(`${base}/api/global/get_data?x=1`)).headers.get("x-gigline-answer-cache")).toBeNull();
    expect(
      (await fetch(`${base}/api/other`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).headers.get(
        "x-gigline-answer-cache",
      ),
    ).toBeNull();
    expect(seen.map((s) => s.body)).toEqual(["{}", "[]", '{"a":1}', "{}", "", "{}"]);
  });

  it("answers 304 to the kept ETag, and keeps a gzipped copy apart from the plain one", async () => {
    const cache = createAnswerCache();
    const { base, seen } = await start(cache);
    await post(base, "{}");
    // (raw requests: fetch() adds Cache-Control no-cache to a request with If-None-Match)
    const notModified = await raw(base, { "if-none-match": '"v1"', "accept-encoding": "gzip" });
    expect(notModified.status).toBe(304);
    expect(notModified.etag).toBe('"v1"');
    expect(notModified.text).toBe("");
    expect(notModified.hit).toBe("hit");
    expect((await raw(base, { "if-none-match": '"v0"', "accept-encoding": "gzip" })).status).toBe(200);
    // fetch() asks for gzip: the copy so far is the gzipped one; a client that does not gets its own
    const plain = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; text: string; hit?: string }>((resolve, reject) => {
        const headers: Record<string, string> = { "content-type": "application/json", "content-length": "2" };
        if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
        const r = http.request(`${base}/api/global/get_data`, { method: "POST", headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            resolve({
              encoding,
              text: (encoding === "gzip" ? zlib.gunzipSync(body) : body).toString(),
              hit: res.headers["x-gigline-answer-cache"] as string | undefined,
            });
          });
        });
        r.on("error", reject);
        r.end("{}");
      });
    expect(await plain()).toEqual({ encoding: undefined, text: ANSWER, hit: undefined });
    expect(await plain()).toEqual({ encoding: undefined, text: ANSWER, hit: "hit" });
    expect(await plain("gzip")).toEqual({ encoding: "gzip", text: ANSWER, hit: "hit" });
    expect(seen).toHaveLength(2);
  });

  it("keeps the answers over HTTPS (with HSTS) and over HTTP apart", async () => {
    const cache = createAnswerCache();
    const { base, seen } = await start(cache);
    const https = { "content-type": "application/json", "x-forwarded-proto": "https" };
    expect((await post(base, "{}", https)).headers.get("strict-transport-security")).toBe("max-age=31536000");
    const plain = await post(base, "{}");
    expect(plain.headers.get("x-gigline-answer-cache")).toBeNull();
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect((await post(base, "{}")).headers.get("strict-transport-security")).toBeNull();
    const again = await post(base, "{}", https);
    expect(again.headers.get("x-gigline-answer-cache")).toBe("hit");
    expect(again.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(seen).toHaveLength(2);
  });

  it("keeps nothing past its second or after a purge, gives a no-cache request Next's answer, and keeps no unshareable answer", async () => {
    let clock = 1_000;
    const cache = createAnswerCache({ now: () => clock });
    const { base, seen } = await start(cache);
    await post(base, "{}");
    clock += 999;
    expect((await post(base, "{}")).headers.get("x-gigline-answer-cache")).toBe("hit");
    clock += 1;
    expect((await post(base, "{}")).headers.get("x-gigline-answer-cache")).toBeNull();
    expect(
      (await post(base, "{}", { "content-type": "application/json", "cache-control": "no-cache" })).headers.get("x-gigline-answer-cache"),
    ).toBeNull();
    expect((await post(base, "{}")).headers.get("x-gigline-answer-cache")).toBe("hit");
    cache.purge();
    expect((await post(base, "{}")).headers.get("x-gigline-answer-cache")).toBeNull();
    expect(seen).toHaveLength(4);

    for (const opts of [{ etag: "" }, { status: 500 }, { cookie: true }]) {
      const c = createAnswerCache();
      const s = await start(c, opts);
      await post(s.base, "{}");
      await post(s.base, "{}");
      expect(s.seen, JSON.stringify(opts)).toHaveLength(2);
      expect(c.size).toBe(0);
    }
  });
});
