// Server-side sessions: sign-out ends the session on the server (API and web), lifetimes, revocation.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { verifyApiToken } from "@/lib/session/tokens";
import { authOptions } from "@/lib/auth/next-auth";
import { SESSION_TOUCH_MS } from "@/lib/session/sessions";
import { POST as logout } from "@/app/api/user/logout/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";
import { POST as deleteAccount } from "@/app/api/user/delete_account/route";
import { GET as logoutPageGet, POST as logoutPagePost } from "@/app/logout/route";

const HOUR = 60 * 60 * 1000;
const ip = () => ({ "x-forwarded-for": uniqueIp() });

/** Any signed-in call: 200 while the session lives, 401 once it is gone. */
async function whoAmI(auth: { token?: string; cookie?: string }, userId: string) {
  return call(getUser, { token: auth.token, headers: auth.cookie ? { cookie: auth.cookie } : {}, body: { user_id: userId } });
}

async function sidOf(token: string) {
  return (await verifyApiToken(token))!.sid;
}

function pageRequest(method: string, cookie: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/logout", { method, headers: { cookie, ...headers } });
}

describe("user/logout (API)", () => {
  it("ends the token's session: the same token is refused afterwards, other sessions live on", async () => {
    const { user } = await createUser();
    const a = (await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).json.token;
    const b = (await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).json.token;
    expect((await whoAmI({ token: a }, user.id)).status).toBe(200);

    const out = await call(logout, { token: a });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ result: true });

    const after = await whoAmI({ token: a }, user.id);
    expect(after.status).toBe(401);
    expect((await call(logout, { token: a })).status).toBe(401);
    // the other device's session is untouched
    expect((await whoAmI({ token: b }, user.id)).status).toBe(200);
    const row = await db.session.findUniqueOrThrow({ where: { id: await sidOf(a) } });
    expect(row.revokedAt).not.toBeNull();
  });

  it("ends a web session by its cookie and clears the cookie; a copy of the cookie no longer works", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const copied = cookie;
    expect((await whoAmI({ cookie }, user.id)).status).toBe(200);
    const out = await call(logout, { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect((await whoAmI({ cookie: copied }, user.id)).status).toBe(401);
  });

  it("needs a session", async () => {
    expect((await call(logout, {})).status).toBe(401);
    expect((await call(logout, { token: "not.a.token" })).status).toBe(401);
  });
});

describe("web sign-out (/logout and next-auth)", () => {
  it("POST /logout ends the session on the server: a cookie copied before sign-out gets 401 after it", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const res = await logoutPagePost(pageRequest("POST", cookie, { origin: "http://localhost", host: "localhost" }));
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect((await whoAmI({ cookie }, user.id)).status).toBe(401);
  });

  it("POST /logout from another site is refused and the session lives on", async () => {
    const { user } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const res = await logoutPagePost(pageRequest("POST", cookie, { origin: "https://evil.example", host: "localhost" }));
    expect(res.status).toBe(403);
    expect((await whoAmI({ cookie }, user.id)).status).toBe(200);
  });

  it("GET /logout never ends a live session (a cross-site link cannot sign anyone out), but clears a dead cookie", async () => {
    const { user } = await createUser();
    const { cookie, sessionId } = await webSessionCookie(user);
    const live = await logoutPageGet(pageRequest("GET", cookie));
    expect(new URL(live.headers.get("location")!).pathname).toBe("/dashboard/home");
    expect(live.headers.get("set-cookie")).toBeNull();
    expect((await whoAmI({ cookie }, user.id)).status).toBe(200);

    await db.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
    const dead = await logoutPageGet(pageRequest("GET", cookie));
    expect(new URL(dead.headers.get("location")!).pathname).toBe("/");
    expect(dead.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
  });

  it("next-auth's own sign-out revokes the session of its JWT", async () => {
    const { user } = await createUser();
    const { cookie, sessionId } = await webSessionCookie(user);
    await authOptions().events!.signOut!({ token: { sub: user.id, sid: sessionId }, session: null as never });
    expect((await whoAmI({ cookie }, user.id)).status).toBe(401);
  });

  it("turning an API token into the web cookie ends the token's session and opens a web one, once", async () => {
    const { user, token } = await createUser();
    type TokenProvider = { options: { id?: string; authorize: (c: { token: string }) => Promise<{ id: string; sid: string } | null> } };
    const provider = (authOptions().providers as unknown as TokenProvider[]).find((p) => p.options?.id === "token")!;
    const web = await provider.options.authorize({ token });
    expect(web?.id).toBe(user.id);
    const row = await db.session.findUniqueOrThrow({ where: { id: web!.sid } });
    expect(row.kind).toBe("web");
    expect((await whoAmI({ token }, user.id)).status).toBe(401);
    expect(await provider.options.authorize({ token })).toBeNull();
  });
});

describe("session lifetimes", () => {
  it("a web session ends after 24 hours without use, an API session after 7 days", async () => {
    const { user, token } = await createUser();
    const { cookie, sessionId } = await webSessionCookie(user);
    await db.session.update({ where: { id: sessionId }, data: { lastUsedAt: new Date(Date.now() - 23 * HOUR) } });
    expect((await whoAmI({ cookie }, user.id)).status).toBe(200);
    await db.session.update({ where: { id: sessionId }, data: { lastUsedAt: new Date(Date.now() - 25 * HOUR) } });
    expect((await whoAmI({ cookie }, user.id)).status).toBe(401);

    const sid = await sidOf(token);
    await db.session.update({ where: { id: sid }, data: { lastUsedAt: new Date(Date.now() - 6 * 24 * HOUR) } });
    expect((await whoAmI({ token }, user.id)).status).toBe(200);
    await db.session.update({ where: { id: sid }, data: { lastUsedAt: new Date(Date.now() - 8 * 24 * HOUR) } });
    expect((await whoAmI({ token }, user.id)).status).toBe(401);
  });

  it("a session ends at its absolute end (30 days after sign-in) however active it is", async () => {
    const { user, token } = await createUser();
    const sid = await sidOf(token);
    const row = await db.session.findUniqueOrThrow({ where: { id: sid } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(30 * 24 * HOUR - 5000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 24 * HOUR + 5000);
    await db.session.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() } });
    expect((await whoAmI({ token }, user.id)).status).toBe(401);
  });

  it("sessions long past their end are swept at the user's next sign-in", async () => {
    const { user, token } = await createUser();
    const old = await sidOf(token);
    await db.session.update({ where: { id: old }, data: { expiresAt: new Date(Date.now() - 2 * 24 * HOUR) } });
    const r = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(r.status).toBe(200);
    expect(await db.session.findUnique({ where: { id: old } })).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("use moves lastUsedAt on, but at most every few minutes", async () => {
    const { user, token } = await createUser();
    const sid = await sidOf(token);
    const fresh = new Date(Date.now() - 60_000);
    await db.session.update({ where: { id: sid }, data: { lastUsedAt: fresh } });
    await whoAmI({ token }, user.id);
    expect((await db.session.findUniqueOrThrow({ where: { id: sid } })).lastUsedAt.getTime()).toBe(fresh.getTime());
    const old = new Date(Date.now() - SESSION_TOUCH_MS - 60_000);
    await db.session.update({ where: { id: sid }, data: { lastUsedAt: old } });
    await whoAmI({ token }, user.id);
    expect((await db.session.findUniqueOrThrow({ where: { id: sid } })).lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("revocation of every session", () => {
  it("a password change revokes every session (web and API) and answers the token of a new, live one", async () => {
    const { user, token } = await createUser();
    const { cookie } = await webSessionCookie(user);
    const res = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } });
    expect(res.status).toBe(200);
    expect((await whoAmI({ cookie }, user.id)).status).toBe(401);
    expect((await whoAmI({ token }, user.id)).status).toBe(401);
    expect((await whoAmI({ token: res.json.token }, user.id)).status).toBe(200);
    const open = await db.session.count({ where: { userId: user.id, revokedAt: null } });
    expect(open).toBe(1);
  });

  it("deleting the account revokes every session", async () => {
    const { user, token } = await createUser();
    await webSessionCookie(user);
    expect((await call(deleteAccount, { token, body: { pw: DEFAULT_TEST_PASSWORD } })).status).toBe(200);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("a token whose session row is open is still refused when the user's session version moved on", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await whoAmI({ token }, user.id)).status).toBe(401);
  });

  it("a token cannot be pointed at another user's session", async () => {
    const a = await createUser();
    const b = await createUser();
    const { signTokenFor } = await import("@/lib/session/tokens");
    const forged = await signTokenFor({ sub: a.user.id, sv: a.user.sessionVersion, sid: await sidOf(b.token) });
    expect((await whoAmI({ token: forged }, a.user.id)).status).toBe(401);
  });
});
