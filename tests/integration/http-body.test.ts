// Bodies are capped while they stream (a chunked body has no Content-Length to
// check), for every call, signed in or not; NUL characters anywhere in the input are a readable 400.
import { describe, expect, it } from "vitest";
import { call, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { JSON_MAX_BYTES, TOO_LARGE } from "@/lib/http/body";
import { NUL_REFUSED, errorResponse } from "@/lib/http/route";
import { PROFILE_UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "@/lib/uploads/limit-request-size";
import { POST as login } from "@/app/api/user/login/route";
import { POST as registerProvider } from "@/app/api/user/register_provider/route";
import { POST as updateProvider } from "@/app/api/user/update_provider/route";
import { POST as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { POST as searchJobs } from "@/app/api/search/jobs/route";
import { GET as suggestions } from "@/app/api/search/get_suggestions/route";
import { GET as files } from "@/app/api/files/[...key]/route";

/** A chunked body of `total` bytes, 64 KB a chunk, made only when pulled; `pulled()` says how much was read. */
function endless(total: number, first = "") {
  let sent = 0;
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (sent >= total) return ctrl.close();
      const chunk = sent === 0 && first ? enc.encode(first.padEnd(65536, " ")) : new Uint8Array(65536).fill(0x20);
      sent += chunk.byteLength;
      ctrl.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function post(
  handler: (req: Request, ctx: any) => Promise<Response>,
  body: ReadableStream,
  headers: Record<string, string>,
  url = "http://localhost/api/test",
) {
  const req = new Request(url, {
    method: "POST",
    headers: { "x-forwarded-for": uniqueIp(), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  expect(req.headers.get("content-length")).toBeNull();
  return handler(req, { params: Promise.resolve({}) });
}

describe("request bodies are capped while streaming", () => {
  it("answers 413 to a 50 MB chunked JSON body to user/login without reading it all", async () => {
    const body = endless(50 * 1024 * 1024, '{"email":"a@b.test","password":"');
    const res = await post(login, body.stream, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(TOO_LARGE);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_MAX_BYTES + 2 * 65536);
  });

  it("answers 413 to a 50 MB chunked multipart body to user/register_provider (no sign-in) with the upload message", async () => {
    const body = endless(50 * 1024 * 1024, '--x\r\nContent-Disposition: form-data; name="resume"; filename="r.pdf"\r\n\r\n');
    const res = await post(registerProvider, body.stream, { "content-type": "multipart/form-data; boundary=x" });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(UPLOAD_TOO_LARGE);
    expect(body.pulled()).toBeLessThanOrEqual(PROFILE_UPLOAD_MAX_BYTES + 2 * 65536);
  });

  it("caps a signed-in multipart upload the same way", async () => {
    const { token } = await createUser({ type: "provider" });
    const body = endless(40 * 1024 * 1024, '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n');
    const res = await post(updateProvider, body.stream, {
      authorization: `Bearer ${token}`,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(PROFILE_UPLOAD_MAX_BYTES + 2 * 65536);
  });

  it("refuses an announced oversized body before reading it", async () => {
    const body = endless(5 * 1024 * 1024);
    const req = new Request("http://localhost/api/test", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    const res = await login(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(65536);
  });

  it("caps next-auth's sign-in forms too", async () => {
    const body = endless(20 * 1024 * 1024, "csrfToken=x&email=a%40b.test&password=");
    const res = await post(
      nextAuth as never,
      body.stream,
      { "content-type": "application/x-www-form-urlencoded" },
      "http://localhost/api/auth/callback/credentials",
    );
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 2 * 65536);
  });
});

describe("NUL characters", () => {
  it("answers 400 with a readable error for a NUL in a JSON field, nested or not", async () => {
    for (const body of [
      { email: "a\u0000@b.test", password: "whatever-123" },
      { email: "a@b.test", password: "x\u0000y" },
    ]) {
      const r = await call(login, { body, headers: { "x-forwarded-for": uniqueIp() } });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe(NUL_REFUSED);
    }
    const { token } = await createUser({ type: "provider" });
    const nested = await call(searchJobs, { token, body: { keyword: "bar", filter: { categories: ["a\u0000"] } } });
    expect(nested.status).toBe(400);
    expect(nested.json.error).toBe(NUL_REFUSED);
    const key = await call(searchJobs, { token, body: { ["k\u0000"]: 1 } });
    expect(key.status).toBe(400);
  });

  it("answers 400 for a NUL in a GET query, a multipart field and a route parameter", async () => {
    const { token } = await createUser({ type: "provider" });
    const q = await call(suggestions, { token, method: "GET", query: { q: "bar\u0000tender" } });
    expect(q.status).toBe(400);
    expect(q.json.error).toBe(NUL_REFUSED);
    const fd = new FormData();
    fd.set("title", "Night\u0000 bartender");
    const m = await call(updateProvider, { token, body: fd });
    expect(m.status).toBe(400);
    expect(m.json.error).toBe(NUL_REFUSED);
    const p = await call(files, { method: "GET", params: { key: "avatars/a\u0000.png" } });
    expect(p.status).toBe(400);
  });

  it("answers 400, not 500, if PostgreSQL still refuses a NUL (invalid byte sequence, SQLSTATE 22021)", async () => {
    const { db } = await import("@/lib/db");
    const err = await db.$queryRawUnsafe("select $1::text as t", "a\u0000b").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const res = errorResponse(err);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(NUL_REFUSED);
  });
});
