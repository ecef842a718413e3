// scripts/lib/nonce-html.ts: the per-response CSP nonce put on the scripts of cached pages.
import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import type { ServerResponse } from "node:http";
import { acceptsGzip, addNonce, CACHED_PAGE, injectNonce } from "../../scripts/lib/nonce-html";

describe("addNonce", () => {
  it("puts the nonce on every script (replacing a stale one), never on JSON-LD", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"\\u003cscript"])</script>' +
      '<script type="application/ld+json">{"a":1}</script><script nonce="old">x</script><scripts>';
    expect(addNonce(html, "N1")).toBe(
      '<script nonce="N1" src="/_next/static/chunks/a.js" async=""></script><script nonce="N1">self.__next_f.push([1,"\\u003cscript"])</script>' +
        '<script type="application/ld+json">{"a":1}</script><script nonce="N1">x</script><scripts>',
    );
    expect(addNonce('<script src="/a.js" async="" nonce="stale">', "N2")).toBe('<script nonce="N2" src="/a.js" async="">');
    // script preloads are checked against script-src too; stylesheets and icons are left alone
    expect(
      addNonce(
        '<link rel="preload" as="script" href="/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="icon" href="/i.svg"/>',
        "N3",
      ),
    ).toBe(
      '<link nonce="N3" rel="preload" as="script" href="/a.js"/><link rel="stylesheet" href="/a.css"/><link rel="icon" href="/i.svg"/>',
    );
  });

  it("matches only the cached page paths", () => {
    expect(CACHED_PAGE.test("/jobs/abc-fix-a-sink")).toBe(true);
    expect(CACHED_PAGE.test("/pros/abc?x=1")).toBe(true);
    expect(CACHED_PAGE.test("/jobs")).toBe(false);
    expect(CACHED_PAGE.test("/dashboard/home")).toBe(false);
    expect(CACHED_PAGE.test("/jobs/a/b")).toBe(false);
  });
});

describe("injectNonce", () => {
  function fakeResponse(headers: Record<string, string>) {
    const out: string[] = [];
    const h = new Map(Object.entries(headers));
    const res = {
      getHeader: (k: string) => h.get(k),
      setHeader: (k: string, v: string) => h.set(k, v),
      removeHeader: (k: string) => h.delete(k),
      writeHead: () => res,
      write: (c: string | Buffer) => (out.push(String(c)), true),
      end: (c?: string | Buffer) => (c !== undefined && out.push(String(c)), res),
    };
    return { res: res as typeof res & ServerResponse, out, h };
  }

  it("hands the whole rewritten page to `capture` once it is sent (the page microcache)", () => {
    const { res } = fakeResponse({ "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-QUJD'" });
    const seen: { html: string; nonce: string; status: number }[] = [];
    Object.assign(res, { statusCode: 200, getHeaders: () => ({ "content-type": "text/html" }) });
    injectNonce(res, { capture: (a: { html: string; nonce: string; status: number }) => seen.push(a) });
    res.write("<html><scr");
    expect(seen).toEqual([]);
    res.end("ipt>1</script></html>");
    expect(seen).toEqual([
      expect.objectContaining({
        html: '<html><script nonce="QUJD">1</script></html>',
        nonce: "QUJD",
        status: 200,
        headers: { "content-type": "text/html" },
      }),
    ]);
  });

  it("rewrites an HTML body streamed in chunks cut inside a tag and a character, with the policy's nonce", () => {
    const { res, out, h } = fakeResponse({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "script-src 'self' 'nonce-QUJD' 'strict-dynamic'",
      "content-length": "999",
    });
    injectNonce(res);
    const body = Buffer.from('<p>café</p><script src="/a.js"></script><scr' + "ipt>1</script>");
    res.write(body.subarray(0, 9)); // cuts "é" in two
    res.write(body.subarray(9, 22)); // cuts inside <script
    res.end(body.subarray(22));
    expect(out.join("")).toBe('<p>café</p><script nonce="QUJD" src="/a.js"></script><script nonce="QUJD">1</script>');
    expect(h.has("content-length")).toBe(false);
  });

  it("leaves other responses alone", () => {
    const { res, out } = fakeResponse({ "content-type": "text/x-component", "content-security-policy": "script-src 'nonce-QUJD'" });
    injectNonce(res);
    res.end("<script>");
    expect(out.join("")).toBe("<script>");
  });

  it("gzips the rewritten HTML when the client accepts it, and says so in the headers", async () => {
    const chunks: Buffer[] = [];
    const h = new Map<string, string>([
      ["content-type", "text/html; charset=utf-8"],
      ["content-security-policy", "script-src 'self' 'nonce-QUJD' 'strict-dynamic'"],
      ["content-length", "999"],
    ]);
    let finished: () => void = () => {};
    const ended = new Promise<void>((r) => (finished = r));
    const res = {
      statusCode: 200,
      getHeader: (k: string) => h.get(k),
      setHeader: (k: string, v: string) => h.set(k, v),
      removeHeader: (k: string) => h.delete(k),
      writeHead: () => res,
      write: (c: Buffer) => (chunks.push(Buffer.from(c)), true),
      end: (c?: Buffer | (() => void), _e?: unknown, cb?: () => void) => {
        if (Buffer.isBuffer(c)) chunks.push(c);
        (typeof c === "function" ? c : cb)?.();
        finished();
        return res;
      },
    };
    injectNonce(res as typeof res & ServerResponse, { gzip: true });
    res.write(Buffer.from('<p>café</p><script src="/a.js"></scr'));
    res.end(Buffer.from("ipt>"));
    await ended;
    expect(h.get("content-encoding")).toBe("gzip");
    expect(h.get("vary")).toContain("Accept-Encoding");
    expect(h.has("content-length")).toBe(false);
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString("utf8")).toBe('<p>café</p><script nonce="QUJD" src="/a.js"></script>');
  });

  it("reads Accept-Encoding: gzip allowed unless refused with q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
