// At the edge: unknown /api paths and wrong methods answer JSON (scripts/server.ts,
// app/api/[...path]), broken %-escapes never reach a handler, pages get a nonce policy (proxy.ts), API
// answers never get cached.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { apiEdgeAnswer, scanApiRoutes, exportedMethods } from "@/scripts/lib/api-methods.mjs";
import * as catchAll from "@/app/api/[...path]/route";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { INJECTS_NONCE_HEADER } from "@/lib/http/security-headers";

type ProxyFn = (req: NextRequest) => Promise<Response>;
let proxy: ProxyFn;

const routes = scanApiRoutes();
beforeAll(async () => {
  proxy = (await import("@/proxy")).proxy as ProxyFn;
});

const at = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  proxy(new NextRequest(new URL(url, "http://localhost:3000"), init));

describe("the route table the server uses", () => {
  it("lists exactly the methods each route module exports", async () => {
    const routes = scanApiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes) {
      const mod = await import(path.resolve("app/api", r.pattern, "route.ts"));
      const real = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => typeof mod[m] === "function");
      for (const m of real) expect(r.methods, `${r.pattern} ${m}`).toContain(m);
      for (const m of r.methods.filter((x: string) => x !== "HEAD" && x !== "OPTIONS")) expect(real, `${r.pattern} ${m}`).toContain(m);
    }
  });

  it("reads the export forms route files use", () => {
    expect(exportedMethods("export const POST = route({}, h);")).toEqual(["POST", "OPTIONS"]);
    expect(exportedMethods("export { handler as GET, handler as POST };")).toEqual(["GET", "POST", "HEAD", "OPTIONS"]);
    expect(exportedMethods('export { POST } from "@/app/api/search/jobs/route";')).toEqual(["POST", "OPTIONS"]);
    expect(exportedMethods("export async function GET() {}")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });
});

describe("wrong methods and unknown calls", () => {
  it("answers a JSON 405 with Allow for a method the call lacks", async () => {
    for (const [url, method, allow] of [
      ["/api/user/login", "GET", "POST"],
      ["/api/job/cancel_job", "DELETE", "POST"],
      ["/api/search/get_suggestions", "POST", "GET"],
      ["/api/user/resume/abc123", "PUT", "GET"],
      ["/api/files/avatars/x.png?size=2", "POST", "GET"],
    ] as const) {
      const answer = apiEdgeAnswer(method, url, routes)!;
      expect(answer, `${method} ${url}`).not.toBeNull();
      expect(answer.status).toBe(405);
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(answer.headers.allow).toContain(allow);
      expect(JSON.parse(answer.body)).toEqual({ result: false, error: `This call does not accept ${method}. Use ${allow}.` });
    }
  });

  it("hands the methods a call has, and every page, to Next", () => {
    for (const [url, method] of [
      ["/api/user/login", "POST"],
      ["/api/search/get_suggestions?q=bar", "GET"],
      ["/api/search/get_suggestions", "HEAD"],
      ["/api/auth/session", "GET"],
      ["/api/auth/callback/credentials", "POST"],
      ["/api/user/login", "OPTIONS"],
      ["/jobs/abc", "DELETE"],
    ] as const) {
      expect(apiEdgeAnswer(method, url, routes), `${method} ${url}`).toBeNull();
    }
  });

  it("answers unknown /api paths with a JSON 404 for every method", async () => {
    for (const m of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const res = await (catchAll as Record<string, () => Response>)[m]();
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ result: false, error: "There is no such API call." });
    }
    // the server leaves them to the catch-all instead of inventing a 405
    expect(apiEdgeAnswer("DELETE", "/api/no/such/call", routes)).toBeNull();
  });
});

describe("broken percent-encoding", () => {
  it("answers /api paths with a JSON 400 and pages with a 404", async () => {
    const api = apiEdgeAnswer("GET", "/api/files/%ff", routes)!;
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error).toBe("The address is not valid: it has a broken %-escape.");
    for (const p of ["/jobs/%ff", "/pros/%ff", "/pros/%E0%A4%A"]) expect((await at(p)).status, p).toBe(404);
  });
});

describe("security headers", () => {
  it("gives pages a nonce policy without unsafe-eval, that forbids framing", async () => {
    const a = await at("/pros");
    const b = await at("/pros");
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(b.headers.get("content-security-policy")).not.toBe(csp); // a fresh nonce per request
    // Next reads the nonce from the request's policy
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("cached pages: the nonce policy behind the server that injects it, else no nonce but still no eval or framing", async () => {
    const injected = await at("/pros/abc", { headers: { [INJECTS_NONCE_HEADER]: "1" } });
    const csp = injected.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    // the cached copy is rendered without a nonce: Next is not handed the policy
    expect(injected.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    const plain = (await at("/pros/abc")).headers.get("content-security-policy") ?? "";
    expect(plain).toContain("script-src 'self' 'unsafe-inline'");
    expect(plain).toContain("frame-ancestors 'none'");
    expect(plain).not.toContain("unsafe-eval");
  });

  it("sends HSTS only over HTTPS", async () => {
    expect((await at("/pros/abc")).headers.get("strict-transport-security")).toBeNull();
    expect((await at("/pros/abc", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toMatch(
      /max-age=\d+/,
    );
  });

  it("marks API answers no-store, signed in or not, success or error", async () => {
    const { user, token } = await createUser();
    const ok = await call(getUser, { token, body: { user_id: user.id } });
    expect(ok.status).toBe(200);
    expect(ok.res.headers.get("cache-control")).toBe("no-store");
    const refused = await call(getUser, { body: { user_id: user.id } });
    expect(refused.status).toBe(401);
    expect(refused.res.headers.get("cache-control")).toBe("no-store");
  });
});
