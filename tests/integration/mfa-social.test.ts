// Two-step sign-in with Google: user/login_with_social answers a challenge, and next-auth's callback sends the
// browser to /login/verify instead of opening a session (a local stand-in for Google's API, as in social.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import http from "node:http";
import { db } from "@/lib/db";
import { call, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { authOptions } from "@/lib/auth/next-auth";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { newTotpSecret, totpCode } from "@/lib/auth/mfa/totp";
import { hashOpaqueToken } from "@/lib/auth/mfa/auth-tokens";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { POST as loginWithSocial } from "@/app/api/user/login_with_social/route";
import { POST as loginMfa } from "@/app/api/user/login_mfa/route";

const GOOGLE_CLIENT_ID = "gigline-test.apps.googleusercontent.com";
const tokens = new Map<string, { sub: string; email: string }>();
const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake");
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === "/oauth2/v3/tokeninfo") {
    const u = tokens.get(url.searchParams.get("access_token") ?? "");
    return u
      ? send(200, { aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID, sub: u.sub, expires_in: "3599" })
      : send(400, { error_description: "Invalid Value" });
  }
  if (url.pathname === "/oauth2/v3/userinfo") {
    const u = tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
    return u
      ? send(200, { ...u, email_verified: true, given_name: "Grace", family_name: "Hopper" })
      : send(401, { error: "invalid_request" });
  }
  send(404, { error: "not found" });
});

beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
});
afterAll(async () => new Promise<void>((r) => fake.close(() => r())));
beforeEach(() => {
  process.env.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID;
  process.env.GOOGLE_CLIENT_SECRET = "google-secret";
  process.env.GOOGLE_API_BASE = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;
});

let n = 0;
async function googleAccount(opts: { type?: "customer" | "admin"; totp?: boolean } = {}) {
  n += 1;
  const secret = newTotpSecret();
  const socialId = `g-mfa-${Date.now()}-${n}`;
  const made = await createUser({
    type: opts.type ?? "customer",
    data: { socialType: "google", socialId, ...(opts.totp === false ? {} : { totpSecret: sealSecret(secret), totpEnabledAt: new Date() }) },
  });
  const accessToken = `ya29.mfa-${Date.now()}-${n}`;
  tokens.set(accessToken, { sub: socialId, email: made.user.email });
  return { ...made, secret, socialId, accessToken };
}

describe("user/login_with_social with two-step sign-in on", () => {
  it("answers a challenge, and login_mfa finishes the sign-in", async () => {
    const { user, secret, socialId, accessToken } = await googleAccount();
    const body = { user: { socialId, socialType: "google", accessToken }, device_token: "push-g", os: "android" };
    const r = await call(loginWithSocial, { body, headers: { "x-forwarded-for": uniqueIp() } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ mfaRequired: true, methods: ["totp", "recovery"] });
    expect(r.json).not.toHaveProperty("token");
    const done = await call(loginMfa, {
      body: { challenge: r.json.challenge, code: totpCode(secret) },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(done.status).toBe(200);
    expect(done.json.user._id).toBe(user.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deviceToken).toBe("push-g");
  });

  it("refuses an admin without TOTP (403)", async () => {
    const { socialId, accessToken } = await googleAccount({ type: "admin", totp: false });
    const r = await call(loginWithSocial, {
      body: { user: { socialId, socialType: "google", accessToken } },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(r.status).toBe(403);
    expect(r.json.error).toBe(MFA_MSG.AdminNeedsSetup);
  });
});

describe("web Google sign-in (next-auth) with two-step sign-in on", () => {
  const callbackArgs = (socialId: string) => {
    const account = { provider: "google", type: "oauth" as const, providerAccountId: socialId };
    const profile = { sub: socialId, email: "someone@gmail.test", email_verified: true, given_name: "G", family_name: "H" };
    return { user: { id: socialId }, account, profile } as never;
  };

  it("sends the browser to /login/verify with a live challenge and opens no session", async () => {
    const { user, socialId } = await googleAccount();
    const sessions = await db.session.count({ where: { userId: user.id } });
    const { callbacks } = authOptions();
    const redirect = await callbacks!.signIn!(callbackArgs(socialId));
    expect(typeof redirect).toBe("string");
    const url = new URL(String(redirect), "http://localhost");
    expect(url.pathname).toBe("/login/verify");
    const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashOpaqueToken(url.searchParams.get("challenge")!) } });
    expect(row).toMatchObject({ userId: user.id, purpose: "mfa_login", usedAt: null });
    // the provider alone never makes the session's token
    await expect(callbacks!.jwt!({ token: { sub: socialId }, ...(callbackArgs(socialId) as object) } as never)).rejects.toThrow(
      "SecondFactorRequired",
    );
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessions);
  });

  it("sends an admin without TOTP back to sign-in with the set-up notice", async () => {
    const { socialId } = await googleAccount({ type: "admin", totp: false });
    const redirect = await authOptions().callbacks!.signIn!(callbackArgs(socialId));
    expect(redirect).toBe("/login?error=AdminSetup");
  });

  it("still signs in an account without two-step sign-in directly", async () => {
    const { socialId } = await googleAccount({ totp: false });
    expect(await authOptions().callbacks!.signIn!(callbackArgs(socialId))).toBe(true);
  });
});
