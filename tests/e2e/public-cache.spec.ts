// The public pages /jobs/{id} and /pros/{id} are served from Next's cache (lib/public-pages/cache.ts). A
// change expires them at once: the next visitor sees the edited text, a canceled job answers 410 with its
// closed page and a deleted profile is gone, never the cached copy (nor the server's one-second copy in front of it, which every change drops).
// Also: the cached copy runs under the per-response CSP nonce.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomIp, registerEmployerViaApi, registerProviderViaApi } from "./helpers/accounts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const post = (request: APIRequestContext, token: string, path: string, data: object) =>
  request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });

test("a cached job page shows an edit at once, and answers 410 as soon as the job is canceled", async ({ request }) => {
  const owner = await registerEmployerViaApi(request);
  const body = {
    title: "Carry boxes for an office move",
    description: "Twenty boxes and four desks from the third floor to a van, then into the new office.",
    categories: "Setup & Teardown Crew",
    skills: "Heavy Lifting",
    payType: "Fixed",
    price: "240",
    duration: "1",
    type: "I am not sure",
    location: "Austin, TX 78701",
    city: "Austin",
    state: "TX",
  };
  const { job } = await (await post(request, owner.token, "job/create", body)).json();
  // twice: the second answer comes from the cache
  for (let i = 0; i < 2; i++) {
    const page = await request.get(`/jobs/${job._id}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Carry boxes for an office move");
  }
  expect(
    (await (await post(request, owner.token, "job/update", { ...body, id: job._id, title: "Carry boxes and desks" })).json()).result,
  ).toBe(true);
  const edited = await request.get(`/jobs/${job._id}`);
  expect(await edited.text()).toContain("Carry boxes and desks");

  expect((await (await post(request, owner.token, "job/cancel_job", { id: job._id })).json()).result).toBe(true);
  const gone = await request.get(`/jobs/${job._id}`);
  expect(gone.status()).toBe(410);
  const html = await gone.text();
  expect(html).toContain("This job is no longer open");
  expect(html).toContain("Carry boxes and desks");
  expect(html).toContain("Similar open jobs");
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  expect((await request.get("/jobs/nosuchjob0000")).status()).toBe(404);
});

test("a cached profile page shows an edit at once, and is gone as soon as the account is deleted", async ({ request }) => {
  const pro = await registerProviderViaApi(request, { title: "Forklift operator, night shifts" });
  for (let i = 0; i < 2; i++) {
    const page = await request.get(`/pros/${pro.user._id}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Forklift operator, night shifts");
  }
  expect(
    (
      await (
        await post(request, pro.token, "user/update_provider", { id: pro.user._id, title: "Forklift and reach truck operator" })
      ).json()
    ).result,
  ).toBe(true);
  expect(await (await request.get(`/pros/${pro.user._id}`)).text()).toContain("Forklift and reach truck operator");

  expect((await (await post(request, pro.token, "user/delete_account", { pw: pro.password })).json()).result).toBe(true);
  expect((await request.get(`/pros/${pro.user._id}`)).status()).toBe(404);
});

test("a cached page carries a fresh nonce on every answer and runs without CSP violations", async ({ page, request }) => {
  const pro = await registerProviderViaApi(request);
  // answers in a row: the first renders or comes from Next's cache, the next from the server's one-second
  // copy (scripts/lib/page-microcache.ts), each with its own nonce
  const nonces = new Set<string>();
  const sources: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/pros/${pro.user._id}`);
    sources.push(res.headers()["x-gigline-page-cache"] ?? "next");
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);
  expect(sources).toContain("hit");

  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on("pageerror", (e) => violations.push(e.message));
  await page.goto(`/pros/${pro.user._id}`);
  await page.waitForLoadState("networkidle");
  // Next's scripts ran: a client-side navigation works
  await page.getByRole("link", { name: "Professionals" }).first().click();
  await expect(page).toHaveURL(/\/pros$/);
  expect(violations).toEqual([]);
});

test("global/get_data answers from the server's one-second copy, and any other input still reaches the route", async ({ request }) => {
  const json = { "content-type": "application/json" };
  const sources: string[] = [];
  let first: { etag?: string; text: string } | null = null;
  for (let i = 0; i < 3; i++) {
    const res = await request.post("/api/global/get_data", { headers: json, data: "{}" });
    expect(res.status()).toBe(200);
    sources.push(res.headers()["x-gigline-answer-cache"] ?? "next");
    const text = await res.text();
    first ??= { etag: res.headers().etag, text };
    // the same bytes and headers whichever answered
    expect(text).toBe(first.text);
    expect(res.headers().etag).toBe(first.etag);
    expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  expect(sources).toContain("hit");
  expect(JSON.parse(first!.text)).toMatchObject({
    result: true,
    fee: expect.any(Number),
    categories: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
  });
  // a body that is not the empty input goes to the route, bytes intact
  const broken = await request.post("/api/global/get_data", { headers: json, data: "{x" });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ result: false, error: "The request body is not valid JSON." });
  const wrongType = await request.post("/api/global/get_data", { headers: { "content-type": "text/plain" }, data: "{}" });
  expect(wrongType.status()).toBe(415);
  // the kept ETag answers 304 (no-cache is not sent here, so the copy may answer it)
  const again = await request.post("/api/global/get_data", { headers: { ...json, "if-none-match": first!.etag! }, data: "{}" });
  expect(again.status()).toBe(304);
});
