// scripts/lib/app-server.ts in a real server process, with a stand-in for Next's handler that reads the whole
// body as Next does: a page request's body over 1 MB answers 413 before anything reads it (Content-Length at
// once, a chunked body while it streams), the memory of the process stays flat, smaller bodies reach the handler
// intact, /api bodies are left to the route wrapper's own caps; and every answer the server gives itself (413,
// JSON 405, JSON 400) carries the security headers of the app's answers.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_CSP, FILE_PATHS, HSTS as MJS_HSTS, NO_DOCUMENT_CSP, STATIC_HEADERS } from "@/scripts/lib/security-headers.mjs";
import { PAGE_BODY_MAX_BYTES } from "@/scripts/lib/page-body-cap";
import { LINGER_MS } from "@/scripts/lib/app-server";
import { PAGE_MAX_BYTES } from "@/lib/http/body";
import { FILE_CSP as TS_FILE_CSP, HSTS, NO_DOCUMENT_CSP as TS_NO_DOCUMENT_CSP } from "@/lib/http/security-headers";
import nextConfig from "@/next.config.mjs";
import { TSX_SERVER } from "@/scripts/lib/run-ts.mjs";

const MB = 1024 * 1024;
// "memory flat": the process grows by less than the 50 MB body it refuses (a server that kept the body would
// grow by all of it, twice with the handler's concat); freed socket buffers the allocator has not returned yet
// reached 26 MB of peak RSS on a loaded 2-core host, so the bound sits between the two
const FLAT = 40 * MB;
const serverModule = path.resolve("scripts/lib/app-server.ts");
const apiModule = path.resolve("scripts/lib/api-methods.mjs");

// the child (TypeScript, run as the app server runs: scripts/lib/run-ts.mjs): our request listener around a "Next" that reads every body to its end and says what it got;
// GET /__stats answers how many requests reached it and the process's memory
const childCode = `
  const http = require("node:http");
  const crypto = require("node:crypto");
  Promise.all([import(${JSON.stringify(serverModule)}), import(${JSON.stringify(apiModule)})]).then(([{ createRequestListener }, { scanApiRoutes }]) => {
    let handled = 0;
    let peakRss = process.memoryUsage().rss;
    setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 5).unref();
    const handle = (req, res) => {
      if (req.url === "/__stats") {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        return res.end(JSON.stringify({ handled, peakRss }));
      }
      handled++;
      const chunks = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ bytes: body.length, sha: crypto.createHash("sha256").update(body).digest("hex") }));
      });
    };
    const server = http.createServer(createRequestListener({ handle, apiRoutes: scanApiRoutes(${JSON.stringify(process.cwd())}) }));
    server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: server.address().port })));
  });`;

let child: ChildProcess;
let port: number;
beforeAll(async () => {
  child = spawn(process.execPath, ["--import", TSX_SERVER, "-e", childCode], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve) => child.stdout!.once("data", (d) => resolve(String(d))));
  port = (JSON.parse(line) as { port: number }).port;
});
afterAll(() => {
  child?.kill("SIGKILL");
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request whose body is written in `chunks` pieces of `chunkBytes` (chunked unless a Content-Length is given),
 * as fast as the connection takes them; stops writing once an answer arrives (the server may close early).
 */
function send(opts: {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  chunks?: number;
  chunkBytes?: number;
  fill?: number;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, path: opts.path, method: opts.method ?? "POST", headers: opts.headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on("error", reject);
    });
    // a server that answers and closes while the body is still being sent: the answer is what counts
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const piece = Buffer.alloc(opts.chunkBytes ?? 0, opts.fill ?? 97);
    let left = opts.chunks ?? 0;
    const write = () => {
      while (left > 0 && !answered && !req.destroyed) {
        left--;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

const stats = async () => JSON.parse((await send({ path: "/__stats", method: "GET" })).body) as { handled: number; peakRss: number };

function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  for (const h of STATIC_HEADERS) expect(headers[h.key.toLowerCase()], h.key).toBe(h.value);
  expect(headers["content-security-policy"]).toBe(NO_DOCUMENT_CSP);
  expect(headers["cache-control"]).toBe("no-store");
}

describe("page bodies (everything outside /api)", () => {
  it("answers 413 to a 50 MB post with a Content-Length before reading it; the handler never sees it", async () => {
    const before = await stats();
    const res = await send({ path: "/jobs", headers: { "content-length": String(50 * MB) }, chunks: 50, chunkBytes: MB });
    expect(res.status).toBe(413);
    expect(res.body).toBe("The request is too large.");
    expectSecurityHeaders(res.headers);
    const after = await stats();
    expect(after.handled).toBe(before.handled);
    expect(after.peakRss - before.peakRss).toBeLessThan(FLAT);
  });

  it("counts a chunked body as it streams: 413 once it passes 1 MB, with memory flat and the handler never called", async () => {
    // the same refusal once, a little over the cap: what its first use loads is not counted against the 50 MB
    expect((await send({ path: "/jobs", headers: { "transfer-encoding": "chunked" }, chunks: 20, chunkBytes: 64 * 1024 })).status).toBe(
      413,
    );
    const before = await stats();
    const res = await send({ path: "/jobs", headers: { "transfer-encoding": "chunked" }, chunks: 800, chunkBytes: 64 * 1024 });
    expect(res.status).toBe(413);
    expectSecurityHeaders(res.headers);
    const after = await stats();
    expect(after.handled).toBe(before.handled);
    expect(after.peakRss - before.peakRss).toBeLessThan(FLAT);
  });

  it("cuts the connection of a client that stalls after its answer (the rest of a refused body is not awaited)", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let received = "";
    socket.on("data", (d) => (received += d));
    const closed = new Promise<number>((r) => socket.once("close", () => r(Date.now())));
    socket.write(`POST /jobs HTTP/1.1\r\nHost: x\r\nContent-Length: ${50 * MB}\r\n\r\n`);
    socket.write(Buffer.alloc(2 * MB));
    const t0 = Date.now();
    const at = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(at - t0).toBeLessThan(LINGER_MS + 2000);
  });

  it("hands small bodies on intact: a server action's post (chunked or not) and one of exactly 1 MB", async () => {
    const expected = (bytes: number) => crypto.createHash("sha256").update(Buffer.alloc(bytes, 97)).digest("hex");
    for (const [headers, chunks, chunkBytes] of [
      [{ "next-action": "abc123", "content-type": "text/plain;charset=UTF-8", "transfer-encoding": "chunked" }, 10, 1000],
      [{ "next-action": "abc123", "content-type": "text/plain;charset=UTF-8", "content-length": "10000" }, 10, 1000],
      [{ "transfer-encoding": "chunked" }, 16, 64 * 1024],
      [{ "content-length": String(MB) }, 16, 64 * 1024],
    ] as const) {
      const res = await send({ path: "/dashboard/home", headers, chunks, chunkBytes });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ bytes: chunks * chunkBytes, sha: expected(chunks * chunkBytes) });
    }
    expect(PAGE_BODY_MAX_BYTES).toBe(MB);
    expect(PAGE_MAX_BYTES).toBe(PAGE_BODY_MAX_BYTES);
  });

  it("leaves /api bodies to the route wrapper's per-call caps (uploads are larger than a page's post)", async () => {
    const res = await send({ path: "/api/user/update_avatar", headers: { "transfer-encoding": "chunked" }, chunks: 3, chunkBytes: MB });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).bytes).toBe(3 * MB);
  });
});

describe("the server's own answers carry the app's security headers", () => {
  it("JSON 405 and JSON 400, and HSTS over HTTPS", async () => {
    const wrong = await send({ path: "/api/user/login", method: "GET" });
    expect(wrong.status).toBe(405);
    expectSecurityHeaders(wrong.headers);
    expect(wrong.headers["strict-transport-security"]).toBeUndefined();
    const broken = await send({ path: "/api/files/%ff", method: "GET", headers: { "x-forwarded-proto": "https" } });
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken.headers);
    expect(broken.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("uses the same values as next.config.mjs and lib/http/security-headers.ts", async () => {
    expect(MJS_HSTS).toBe(HSTS);
    expect(TS_NO_DOCUMENT_CSP).toBe(NO_DOCUMENT_CSP);
    expect(TS_FILE_CSP).toBe(FILE_CSP);
    const rules = await nextConfig.headers!();
    expect(rules[0]).toEqual({ source: "/:path*", headers: STATIC_HEADERS });
    // the files' rule comes after the API's: for one header Next keeps the last matching rule's value
    const cspOf = (source: string) =>
      rules
        .map((r) => ({ r, i: rules.indexOf(r) }))
        .filter(({ r }) => r.source === source && r.headers.some((h) => h.key === "Content-Security-Policy"));
    const api = cspOf("/api/:path*")[0];
    for (const source of FILE_PATHS) {
      const file = cspOf(source)[0];
      expect(file.r.headers).toEqual([{ key: "Content-Security-Policy", value: FILE_CSP }]);
      expect(file.i).toBeGreaterThan(api.i);
    }
    expect(FILE_CSP).toContain("sandbox");
  });
});
