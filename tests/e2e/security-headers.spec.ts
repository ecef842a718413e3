// The hardened request layer against the real server (scripts/server.ts behind `npm run test:e2e`):
// security headers and a nonce policy the pages run under without a single violation, sign-in through
// next-auth, cross-site cookie writes refused, JSON 404/405/400/413 with the security headers, page bodies over
// 1 MB refused, uploaded files served sandboxed, and per-IP limits that a rewritten X-Forwarded-For cannot reset.
import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi, signInViaUi } from "./helpers/accounts";

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
    const r = await fetch("/api/user/update_info_cubic", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ infoCubicAccountNumber: "IC-E2E-1" }),
    });
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
  const me = await page.evaluate(
    async () =>
      (
        await (
          await fetch("/api/user/update_info_cubic", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ infoCubicAccountNumber: "IC-E2E-2" }),
          })
        ).json()
      ).user,
  );
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
    const r = await request.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: form,
      maxRedirects: 0,
    });
    expect(r.status(), form.slice(0, 30)).toBeLessThan(500);
  }
});

test("a chunked body with no Content-Length is cut off at the cap with a 413", async ({ baseURL }) => {
  const url = new URL("/api/user/login", baseURL);
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": randomIp() } },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (e) =>
      (e as NodeJS.ErrnoException).code === "EPIPE" || (e as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(e),
    );
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

test("the server's own answers carry the security headers: JSON 405 and 400, and the 413 of a page body", async ({ request, baseURL }) => {
  const expectOwn = (headers: Record<string, string>) => {
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
  };
  const wrong = await request.get("/api/user/login", { headers: { "x-forwarded-proto": "https" } });
  expect(wrong.status()).toBe(405);
  expectOwn(wrong.headers());
  expect(wrong.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  const broken = await request.get("/api/files/%ff");
  expect(broken.status()).toBe(400);
  expectOwn(broken.headers());

  // a 50 MB post to a page, announced and then streamed: refused before it is read
  const announced = await request.post("/jobs", {
    headers: { "content-type": "application/octet-stream" },
    data: Buffer.alloc(50 * 1024 * 1024, 97),
  });
  expect(announced.status()).toBe(413);
  expectOwn(announced.headers());
  const chunked = await streamPost(new URL("/jobs", baseURL), 50 * 1024 * 1024);
  expect(chunked.status).toBe(413);
  expect(chunked.body).toBe("The request is too large.");
  // a small post to a page (a server action's size) still reaches it
  const small = await request.post("/jobs", { headers: { "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
  expect(small.status()).not.toBe(413);
});

test("uploaded files keep their sandbox policy: chat pictures and public files", async ({ request }) => {
  const employer = await registerEmployerViaApi(request);
  const provider = await registerProviderViaApi(request);
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );
  const sent = await request.post("/api/chat/send_image", {
    headers: { authorization: `Bearer ${employer.token}` },
    multipart: {
      receiver: provider.user._id,
      sender: employer.user._id,
      type: "image",
      picture: { name: "shift.png", mimeType: "image/png", buffer: png },
    },
  });
  const json = await sent.json();
  expect(json.result, JSON.stringify(json)).toBe(true);
  const picture = await request.get(json.message.content, { headers: { authorization: `Bearer ${provider.token}` } });
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  const csp = picture.headers()["content-security-policy"];
  expect(csp).toContain("sandbox");
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // every answer of the files path has it, found or not
  const missing = await request.get("/api/files/avatars/nothing-here.png");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-security-policy"]).toContain("sandbox");
  // other API answers keep theirs
  expect((await request.get("/api/global/get_data")).headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

/** A POST whose body is streamed (chunked, no Content-Length); the answer, even if it comes before the body ends. */
function streamPost(url: URL, bytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/octet-stream", "x-forwarded-for": randomIp() } },
      (res) => {
        answered = true;
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (e) => (answered || ["EPIPE", "ECONNRESET"].includes((e as NodeJS.ErrnoException).code ?? "") ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}
