// Signing out is a cookie write like any other: a foreign page must not be able to end someone's session,
// through the API call (user/logout) or the sign-out form's target (POST /logout). The check reads Origin
// (else Referer) against the configured address or the Host the browser wrote, never X-Forwarded-Host.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { CROSS_SITE_REFUSED } from "@/lib/http/origin";
import { POST as logout } from "@/app/api/user/logout/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as logoutPage } from "@/app/logout/route";

const SITE = new URL(process.env.NEXTAUTH_URL || "http://localhost:3000");
const EVIL = "https://evil.example";

async function signedIn() {
  const { user } = await createUser();
  const { cookie } = await webSessionCookie(user);
  return { user, cookie };
}

/** 200 while the cookie's session lives, 401 once it is gone. */
async function sessionStatus(cookie: string, userId: string) {
  return (await call(getUser, { headers: { cookie }, body: { user_id: userId } })).status;
}

/** A POST as a browser sends it: its own Host, whatever Origin / Referer / other headers the case needs. */
function post(handler: (req: Request, ctx: any) => Promise<Response>, path: string, headers: Record<string, string>, body?: string) {
  const req = new Request(`http://${SITE.host}${path}`, {
    method: "POST",
    headers: { host: SITE.host, "x-forwarded-for": "10.9.9.9", ...headers },
    body,
  });
  return handler(req, { params: Promise.resolve({}) });
}

describe("POST /api/user/logout from another site", () => {
  it("is refused (403) as text/plain, a form, or with no Origin or Referer, and the session lives on", async () => {
    const { user, cookie } = await signedIn();
    const attempts = [
      // fetch(..., { method: "POST", mode: "no-cors", credentials: "include", body: "x" })
      await post(logout, "/api/user/logout", { cookie, origin: EVIL, "content-type": "text/plain;charset=UTF-8" }, "x"),
      // an auto-submitted <form>
      await post(logout, "/api/user/logout", { cookie, origin: EVIL, "content-type": "application/x-www-form-urlencoded" }, ""),
      // a request whose Origin and Referer were stripped
      await post(logout, "/api/user/logout", { cookie, "content-type": "text/plain" }, ""),
      // a foreign page forging the forwarded host does not make its origin ours
      await post(
        logout,
        "/api/user/logout",
        { cookie, origin: EVIL, "x-forwarded-host": "evil.example", "content-type": "text/plain" },
        "",
      ),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(CROSS_SITE_REFUSED);
    }
    expect(await sessionStatus(cookie, user.id)).toBe(200);
  });

  it("from our own page it ends the session", async () => {
    const { user, cookie } = await signedIn();
    const res = await post(logout, "/api/user/logout", { cookie, origin: SITE.origin, "content-type": "application/json" }, "{}");
    expect(res.status).toBe(200);
    expect(await sessionStatus(cookie, user.id)).toBe(401);
  });
});

describe("POST /logout (the sign-out form)", () => {
  it("refuses another site, with or without a forged X-Forwarded-Host, and the session lives on", async () => {
    const { user, cookie } = await signedIn();
    const attempts = [
      await post(logoutPage, "/logout", { cookie, origin: EVIL }),
      // the forwarded host is the attacker's own: it must not become "our" origin
      await post(logoutPage, "/logout", { cookie, origin: EVIL, "x-forwarded-host": "evil.example" }),
      await post(logoutPage, "/logout", { cookie, origin: EVIL, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }),
      // no Origin and no Referer (a stripped request): not known to be ours
      await post(logoutPage, "/logout", { cookie }),
      await post(logoutPage, "/logout", { cookie, referer: `${EVIL}/page` }),
      await post(logoutPage, "/logout", { cookie, origin: "null" }),
      // Fetch metadata says cross-site
      await post(logoutPage, "/logout", { cookie, origin: SITE.origin, "sec-fetch-site": "cross-site" }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await sessionStatus(cookie, user.id)).toBe(200);
  });

  it("signs out from the configured address, and from the Host the request was sent to", async () => {
    const a = await signedIn();
    const own = await post(logoutPage, "/logout", { cookie: a.cookie, origin: SITE.origin, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(303);
    expect(own.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect(await sessionStatus(a.cookie, a.user.id)).toBe(401);

    // reached under another name than the configured one (127.0.0.1): Host is what the browser wrote
    const b = await signedIn();
    const req = new Request("http://127.0.0.1:4000/logout", {
      method: "POST",
      headers: { host: "127.0.0.1:4000", origin: "http://127.0.0.1:4000", cookie: b.cookie },
    });
    expect((await logoutPage(req)).status).toBe(303);
    expect(await sessionStatus(b.cookie, b.user.id)).toBe(401);
  });

  it("without a cookie there is nothing to protect: it clears and goes to the start", async () => {
    const res = await post(logoutPage, "/logout", { origin: EVIL });
    expect(res.status).toBe(303);
  });
});
