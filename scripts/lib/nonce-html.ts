// The CSP nonce of cached pages (scripts/server.ts). /jobs/{id} and /pros/{id} are served from Next's cache
// (ISR): their HTML was rendered once, without a request, so Next could put no nonce on its scripts, while
// proxy.ts still sends a fresh per-request nonce policy. This puts that response's nonce on every <script>
// tag (and script preload) of the HTML as it streams out; proxy.ts has Next render these pages without one. It is safe because every "<script" in the body is one React/Next wrote:
// text and the flight data escape "<" (React escapes text, Next's inline data uses \u003c), so content from
// users can never form a tag. JSON-LD blocks (type="application/ld+json", not executed) are left as they are.
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** The cached public pages (one path segment under /jobs, /pros or /help, and /help itself). */
export const CACHED_PAGE = /^\/(?:(?:jobs|pros|help)\/[^/?#]+|help)\/?(\?.*)?$/;

/** Request header that tells proxy.ts the server will add the nonce (a client cannot use it to loosen anything). */
export const INJECTS_NONCE_HEADER = "x-gigline-nonce-injection";

// script tags, and the preloads of script files (checked against script-src too)
const TAG = /<(script|link)(?=[\s>])([^>]*)>/gi;
const NONCE_ATTR = /\snonce=("[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Puts `nonce` on every script tag and script preload of `html` (JSON-LD excepted). A nonce already there
 * is replaced (a copy rendered for one request must not carry that request's nonce to the next).
 */
export function addNonce(html: string, nonce: string): string {
  return html.replace(TAG, (tag, name: string, attrs: string) => {
    if (
      name.toLowerCase() === "script"
        ? /type\s*=\s*["']?application\/ld\+json/i.test(attrs)
        : !/\sas=["']?script/i.test(attrs) && !/rel=["']?modulepreload/i.test(attrs)
    )
      return tag;
    return `<${name} nonce="${nonce}"${attrs.replace(NONCE_ATTR, "")}>`;
  });
}

/** Whether the client reached the balancer over HTTPS (X-Forwarded-Proto): next.config.mjs and proxy.ts add
 *  HSTS then, so a kept copy of an answer is kept per scheme. */
export function overHttps(req: IncomingMessage): boolean {
  return (
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim() === "https"
  );
}

/** Whether an Accept-Encoding header admits gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  for (const part of String(acceptEncoding ?? "")
    .toLowerCase()
    .split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name.trim() !== "gzip" && name.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** A whole rewritten HTML answer, as the page microcache keeps it. */
export type CapturedAnswer = { status: number; headers: OutgoingHttpHeaders; html: string; nonce: string };

/**
 * Patches `res` so an HTML body sent under a nonce policy gets that nonce on its scripts. Call before Next
 * handles the request, with Next's compression off for it (the request's Accept-Encoding removed); with
 * `gzip` (the client accepts it) the rewritten HTML is gzip-compressed here instead. `capture` is called
 * once the whole rewritten HTML has been sent, with { status, headers, html, nonce } (the page microcache).
 */
export function injectNonce(
  res: ServerResponse,
  { gzip = false, capture }: { gzip?: boolean; capture?: (answer: CapturedAnswer) => void } = {},
): void {
  // the originals, untyped: the patched methods below take every overload Node's take
  const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, cb?: unknown) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse;
  let nonce: string | null | undefined; // undefined: not decided yet; null: pass through
  let carry = "";
  const decoder = new StringDecoder("utf8");

  let zip: zlib.Gzip | null = null; // the gzip stream when compressing
  const decide = () => {
    if (nonce !== undefined) return;
    const type = String(res.getHeader("content-type") ?? "");
    const m = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(String(res.getHeader("content-security-policy") ?? ""));
    nonce = type.startsWith("text/html") && m && !res.getHeader("content-encoding") ? m[1] : null;
    if (nonce) res.removeHeader("content-length");
    if (nonce && gzip && res.req?.method !== "HEAD" && res.statusCode !== 204 && res.statusCode !== 304) {
      res.setHeader("content-encoding", "gzip");
      const vary = String(res.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      zip = zlib.createGzip({ level: 6 });
      zip.on("data", (buf: Buffer) => write(buf));
    }
  };
  const transform = (chunk: unknown, encoding: BufferEncoding | undefined, last: boolean): string => {
    let text = carry + (chunk == null ? "" : typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer));
    if (typeof chunk === "string" && encoding && encoding !== "utf8" && encoding !== "utf-8")
      text = carry + Buffer.from(chunk, encoding).toString("utf8");
    if (last) text += decoder.end();
    carry = "";
    if (!last) {
      // a tag cut by the chunk boundary waits for the next chunk
      const lt = text.lastIndexOf("<");
      if (lt >= 0 && text.indexOf(">", lt) < 0) {
        carry = text.slice(lt);
        text = text.slice(0, lt);
      }
    }
    const out = addNonce(text, nonce as string);
    if (captured) captured.push(out);
    return out;
  };
  let captured: string[] | null = capture ? [] : null;
  const finish = () => {
    if (!captured || !capture) return;
    const html = captured.join("");
    captured = null;
    capture({ status: res.statusCode, headers: res.getHeaders?.() ?? {}, html, nonce: nonce as string });
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- writeHead's overloads, taken as they come
  res.writeHead = (status: number, ...rest: any[]) => {
    const headers: OutgoingHttpHeaders | undefined = rest.find((r) => r && typeof r === "object");
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    res.statusCode = status;
    decide();
    const reason = typeof rest[0] === "string" ? rest[0] : undefined;
    return reason ? writeHead(status, reason) : writeHead(status);
  };
  res.write = ((chunk: unknown, encoding?: unknown, cb?: (err?: Error | null) => void) => {
    decide();
    if (!nonce) return write(chunk, encoding, cb);
    const out = transform(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined, false);
    const done = (typeof encoding === "function" ? encoding : cb) as ((err?: Error | null) => void) | undefined;
    if (zip) {
      // flushed per write, so a streamed page still reaches the browser as it renders
      zip.write(out, "utf8");
      zip.flush(zlib.constants.Z_SYNC_FLUSH, () => done?.());
      return true;
    }
    return write(out, "utf8", done);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: () => void): ServerResponse => {
    if (typeof chunk === "function") return res.end(undefined, "utf8", chunk as () => void);
    decide();
    if (!nonce) return end(chunk, encoding, cb);
    const out = transform(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined, true);
    const done = (typeof encoding === "function" ? encoding : cb) as (() => void) | undefined;
    finish();
    if (zip) {
      zip.on("end", () => end(done));
      zip.end(out, "utf8");
      return res;
    }
    return end(out, "utf8", done);
  }) as ServerResponse["end"];
}
