// The hardened request layer against the real server (scripts/server.mjs behind `npm run test:e2e`):
// security headers and a nonce policy the pages run under without a single violation, sign-in through
// next-auth, cross-site cookie writes refused, JSON 404/405/400/413, and per-IP limits that a rewritten
// X-Forwarded-For cannot reset.
import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, signInViaUi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const DEMO_PASSWORD = "Gigline123!";

/** Records CSP violations and console errors of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...problems, ...inPage];
  };
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
}

test("public pages carry the security headers and run under the policy without violations", async ({ page }) => {
  const violations = await watch(page);
  for (const path of ["/", "/jobs", "/pros", "/terms", "/privacy", "/role"]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(200);
    expectSecurityHeaders(res!.headers());
    await page.waitForLoadState("networkidle");
  }
  // the 404 page of an unknown path and of an unknown profile
  for (const path of ["/no-such-page", "/pros/zzzzunknown"]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(404);
    expectSecurityHeaders(res!.headers());
    await page.waitForLoadState("networkidle");
  }
  // a public profile, reached by a client-side navigation (Next's scripts must have run)
  await page.goto("/pros");
  await page.locator('a[href^="/pros/"]').first().click();
  await expect(page).toHaveURL(/\/pros\/[a-z0-9]+/);
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("signing in through next-auth still works, and the dashboard runs under the policy", async ({ page }) => {
  const violations = await watch(page);
  await signInViaUi(page, "employer@gigline.test", DEMO_PASSWORD);
  const res = await page.goto("/dashboard/home");
  expectSecurityHeaders(res!.headers());
  await page.waitForLoadState("networkidle");
  // a cookie-authenticated write from our own page (same-origin fetch sends Origin) passes
  const own = await page.evaluate(async () => {
    const r = await fetch("/api/user/update_info_cubic", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ infoCubicAccountNumber: "IC-E2E-1" }) });
    return { status: r.status, cache: r.headers.get("cache-control") };
  });
  expect(own).toEqual({ status: 200, cache: "no-store" });
  expect(await violations()).toEqual([]);

  // the same cookie from a foreign page: refused, nothing changed
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const foreign = await page.request.post("/api/user/update_info_cubic", {
    headers: { cookie: cookies, origin: "https://evil.example", "content-type": "text/plain" },
    data: JSON.stringify({ infoCubicAccountNumber: "EVIL" }),
  });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error).toMatch(/did not come from a Gigline page/);
  const me = await page.evaluate(async () => (await (await fetch("/api/user/update_info_cubic", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ infoCubicAccountNumber: "IC-E2E-2" }) })).json()).user);
  expect(me.infoCubicAccountNumber).toBe("IC-E2E-2");
});

test("API errors are JSON: unknown calls, wrong methods, broken escapes, NUL, wrong body types", async ({ request }) => {
  const unknown = await request.post("/api/no/such/call", { data: {} });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ result: false, error: "There is no such API call." });

  const wrongMethod = await request.get("/api/user/login");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toContain("POST");
  expect((await wrongMethod.json()).error).toBe("This call does not accept GET. Use POST.");
  // a body does not change that (the server answers before reading it)
  const withBody = await request.post("/api/search/get_suggestions", { data: { q: "bar" } });
  expect(withBody.status()).toBe(405);
  expect((await withBody.json()).error).toBe("This call does not accept POST. Use GET.");
  const del = await request.delete("/api/search/get_suggestions");
  expect(del.status()).toBe(405);
  expect((await del.json()).result).toBe(false);

  // API answers carry their own headers: JSON never cached, nothing framed or run
  const api = await request.post("/api/user/check_email", { data: { email: "nobody.headers@example.test" } });
  expect(api.headers()["cache-control"]).toBe("no-store");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  const https = await request.get("/api/global/get_data", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect((await request.get("/api/global/get_data")).headers()["strict-transport-security"]).toBeUndefined();

  const badEscape = await request.get("/api/files/%ff");
  expect(badEscape.status()).toBe(400);
  expect((await badEscape.json()).error).toMatch(/broken %-escape/);
  for (const p of ["/jobs/%ff", "/pros/%ff", "/jobs/%25ff", "/pros/%25ff"]) expect((await request.get(p)).status(), p).toBe(404);

  const nul = await request.post("/api/user/check_email", { data: { email: "a\u0000@b.test" } });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error).toMatch(/NUL/);

  const text = await request.post("/api/user/check_email", { headers: { "content-type": "text/plain" }, data: '{"email":"a@b.test"}' });
  expect(text.status()).toBe(415);

  // next-auth takes only its urlencoded forms; malformed ones never answer 5xx
  const json = await request.post("/api/auth/callback/credentials", { headers: { "content-type": "application/json" }, data: "{" });
  expect(json.status()).toBe(415);
  for (const form of ["csrfToken=&email=%00&password=x", "email=a&password=" + "x".repeat(60_000), "%ff=%ff", ""]) {
    const r = await request.post("/api/auth/callback/credentials", { headers: { "content-type": "application/x-www-form-urlencoded" }, data: form, maxRedirects: 0 });
    expect(r.status(), form.slice(0, 30)).toBeLessThan(500);
  }
});

test("a chunked body with no Content-Length is cut off at the cap with a 413", async ({ baseURL }) => {
  const url = new URL("/api/user/login", baseURL);
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": randomIp() } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", (e) => (e as NodeJS.ErrnoException).code === "EPIPE" || (e as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(e));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    req.write('{"email":"a@b.test","password":"');
    const pump = () => {
      while (sent < 50 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body).error).toBe("The request is too large.");
});

test("rewriting X-Forwarded-For does not reset the per-IP limit of user/check_email", async ({ request }) => {
  // the e2e server trusts one proxy hop (Playwright plays the balancer): the entry it "appended" is the key,
  // whatever the client put in front of it
  const client = randomIp();
  const statuses: number[] = [];
  for (let i = 0; i <= 100; i++) {
    const r = await request.post("/api/user/check_email", {
      headers: { "x-forwarded-for": `172.16.0.${i % 250}, ${client}` },
      data: { email: `nobody.${i}.${Date.now()}@example.test` },
    });
    statuses.push(r.status());
  }
  expect(statuses.slice(0, 100)).not.toContain(429);
  expect(statuses[100]).toBe(429);
});
