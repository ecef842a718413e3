// Social sign-in: user/login_with_social against a local stand-in for Google's and Facebook's APIs
// (GOOGLE_API_BASE / FACEBOOK_GRAPH_BASE) that checks Bearer tokens, token audiences and
// appsecret_proof as the real ones do; plus next-auth's Google/Facebook callbacks and the login buttons.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import http from "node:http";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { verifySocialToken } from "@/lib/auth/social-token";
import { configuredSocialProviders } from "@/lib/auth/social-config";
import { authOptions } from "@/lib/auth/next-auth";
import { POST as loginWithSocial } from "@/app/api/user/login_with_social/route";
import { POST as registerCustomer } from "@/app/api/user/register_customer/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";

const GOOGLE_CLIENT_ID = "gigline-test.apps.googleusercontent.com";
const FB_APP_SECRET = "fb-app-secret-for-tests";

type GoogleUser = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
  aud?: string;
};
type FacebookUser = { id: string; email?: string; first_name: string; last_name: string };
const googleTokens = new Map<string, GoogleUser>();
const facebookTokens = new Map<string, FacebookUser>();

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake");
  if (url.pathname === "/oauth2/v3/tokeninfo") {
    const u = googleTokens.get(url.searchParams.get("access_token") ?? "");
    if (!u) return json(res, 400, { error_description: "Invalid Value" });
    const aud = u.aud ?? GOOGLE_CLIENT_ID;
    return json(res, 200, { aud, azp: aud, sub: u.sub, scope: "openid email profile", expires_in: "3599" });
  }
  if (url.pathname === "/oauth2/v3/userinfo") {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const u = m ? googleTokens.get(m[1]) : undefined;
    if (!u) return json(res, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
    const { aud: _aud, ...profile } = u;
    void _aud;
    return json(res, 200, { ...profile, name: `${u.given_name} ${u.family_name}` });
  }
  if (url.pathname === "/me") {
    const token = url.searchParams.get("access_token") ?? "";
    const u = facebookTokens.get(token);
    if (!u) return json(res, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    const proof = crypto.createHmac("sha256", FB_APP_SECRET).update(token).digest("hex");
    if (url.searchParams.get("appsecret_proof") !== proof) {
      return json(res, 400, {
        error: { message: "Invalid appsecret_proof provided in the API argument", type: "GraphMethodException", code: 100 },
      });
    }
    const fields = (url.searchParams.get("fields") ?? "id").split(",");
    return json(res, 200, Object.fromEntries(fields.filter((f) => f in u).map((f) => [f, u[f as keyof FacebookUser]])));
  }
  json(res, 404, { error: "not found" });
});

const SOCIAL_ENV = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "FACEBOOK_CLIENT_ID",
  "FACEBOOK_CLIENT_SECRET",
  "GOOGLE_API_BASE",
  "FACEBOOK_GRAPH_BASE",
  "GOOGLE_ALLOWED_CLIENT_IDS",
];
let base = "";
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;
});
afterAll(async () => new Promise<void>((r) => fake.close(() => r())));
beforeEach(() => {
  for (const k of SOCIAL_ENV) delete process.env[k];
  process.env.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID;
  process.env.GOOGLE_CLIENT_SECRET = "google-secret";
  process.env.FACEBOOK_CLIENT_ID = "1234567890";
  process.env.FACEBOOK_CLIENT_SECRET = FB_APP_SECRET;
  process.env.GOOGLE_API_BASE = base;
  process.env.FACEBOOK_GRAPH_BASE = base;
});

let n = 0;
function googleUser(over: Partial<GoogleUser> = {}) {
  n += 1;
  const token = `ya29.test-${Date.now()}-${n}`;
  const u: GoogleUser = {
    sub: `1090${Date.now()}${n}`,
    email: uniqueEmail("gmail"),
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
    picture: "https://lh3.googleusercontent.test/a/photo.jpg",
    ...over,
  };
  googleTokens.set(token, u);
  return { token, u };
}
function facebookUser(over: Partial<FacebookUser> = {}) {
  n += 1;
  const token = `EAAB-test-${Date.now()}-${n}`;
  const u: FacebookUser = { id: `10${Date.now()}${n}`, email: uniqueEmail("fb"), first_name: "Alan", last_name: "Turing", ...over };
  facebookTokens.set(token, u);
  return { token, u };
}

const body = (socialType: "google" | "facebook", socialId: string, accessToken: string, extra: Record<string, unknown> = {}) => ({
  user: {
    socialId,
    socialType,
    firstName: "Client",
    lastName: "Said",
    email: "client-said@example.test",
    avatar: "",
    accessToken,
    ...extra,
  },
  device_token: "push-social",
  os: "android",
});
const ip = () => ({ "x-forwarded-for": uniqueIp() });

describe("user/login_with_social with Google", () => {
  it("an unknown person gets needToSignUp and a socialToken with the verified identity; signing up with it then signs in", async () => {
    const { token, u } = googleUser();
    const first = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(first.status).toBe(200);
    expect(first.json.result).toBe(true);
    expect(first.json.needToSignUp).toBe(true);
    expect(first.json.user).toBeUndefined();
    const profile = await verifySocialToken(first.json.socialToken);
    expect(profile).toEqual({
      socialType: "google",
      socialId: u.sub,
      email: u.email,
      firstName: "Grace",
      lastName: "Hopper",
      avatar: u.picture,
    });
    expect(first.json.socialUser).toEqual(profile);

    const reg = await call(registerCustomer, {
      body: {
        accountType: "personal",
        firstName: "Grace",
        lastName: "Hopper",
        email: u.email,
        phone: "+1 555 010 0300",
        location: "Boston, MA, USA",
        terms: true,
        socialToken: first.json.socialToken,
      },
      headers: ip(),
    });
    expect(reg.status).toBe(200);
    expect(reg.json.user).toMatchObject({ socialType: "google", socialId: u.sub, hasPassword: false });

    const again = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(again.status).toBe(200);
    expect(again.json.needToSignUp).toBeUndefined();
    expect(again.json.user._id).toBe(reg.json.user._id);
    expect(typeof again.json.token).toBe("string");
    const row = await db.user.findUniqueOrThrow({ where: { id: reg.json.user._id } });
    expect(row.deviceToken).toBe("push-social");
    expect(row.os).toBe("android");
    // the token is a working API token
    const r = await call(changePassword, {
      token: again.json.token,
      body: { old_password: "whatever-1", new_password: "Whatever-pass-2" },
    });
    expect(r.status).toBe(400);
  });

  it("signs in an existing account with the provider-verified e-mail and links it", async () => {
    const { user } = await createUser({ email: uniqueEmail("linkme") });
    const { token, u } = googleUser({ email: user.email.toUpperCase() });
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(200);
    expect(res.json.user._id).toBe(user.id);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.socialType).toBe("google");
    expect(row.socialId).toBe(u.sub);
  });

  it("does not link by an e-mail Google has not verified", async () => {
    const { user } = await createUser();
    const { token, u } = googleUser({ email: user.email, email_verified: false });
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(200);
    expect(res.json.needToSignUp).toBe(true);
    expect((await verifySocialToken(res.json.socialToken))?.email).toBe("");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).socialId).toBeNull();
  });

  it("refuses when the socialId sent is not the token's owner (someone else's account)", async () => {
    const victim = await createUser({ data: { socialType: "google", socialId: `victim-${Date.now()}` } });
    const { token } = googleUser();
    const res = await call(loginWithSocial, { body: body("google", victim.user.socialId!, token), headers: ip() });
    expect(res.status).toBe(401);
    expect(res.json.result).toBe(false);
    expect(res.json.error).toBe("This social sign-in belongs to another account. Please sign in again.");
    expect(res.json.token).toBeUndefined();
  });

  it("refuses an access token Google does not know (401)", async () => {
    const res = await call(loginWithSocial, { body: body("google", "123", "ya29.forged"), headers: ip() });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("Your Google sign-in could not be verified. Please sign in with Google again.");
  });

  it("refuses a Google token issued to another app, unless that app is allowed", async () => {
    const { token, u } = googleUser({ aud: "some-other-app.apps.googleusercontent.com" });
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(401);
    process.env.GOOGLE_ALLOWED_CLIENT_IDS = "ios-app.apps.googleusercontent.com, some-other-app.apps.googleusercontent.com";
    const ok = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(ok.status).toBe(200);
    expect(ok.json.needToSignUp).toBe(true);
  });

  it("refuses clearly when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_SECRET;
    const { token, u } = googleUser();
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Google sign-in is not available on this server.");
  });

  it("answers 502 when Google cannot be reached", async () => {
    process.env.GOOGLE_API_BASE = "http://127.0.0.1:1";
    const { token, u } = googleUser();
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe("Could not reach Google. Please try again.");
  });

  it("a deleted account's social identity signs in nobody", async () => {
    const { token, u } = googleUser();
    await createUser({ deleted: true, data: { socialType: "google", socialId: u.sub } });
    const res = await call(loginWithSocial, { body: body("google", u.sub, token), headers: ip() });
    expect(res.status).toBe(200);
    expect(res.json.needToSignUp).toBe(true);
  });

  it("validates the payload", async () => {
    const noToken = await call(loginWithSocial, { body: { user: { socialId: "1", socialType: "google" } }, headers: ip() });
    expect(noToken.status).toBe(400);
    expect(noToken.json.error).toBe("accessToken is required");
    const badType = await call(loginWithSocial, { body: body("twitter" as never, "1", "t"), headers: ip() });
    expect(badType.json.error).toBe("socialType must be google or facebook");
  });

  it("limits failed social sign-ins per IP (429 after 50)", async () => {
    const headers = ip();
    for (let i = 0; i < 50; i++) {
      const r = await call(loginWithSocial, { body: body("google", "1", `ya29.bad-${i}`), headers });
      expect(r.status).toBe(401);
    }
    const { token, u } = googleUser();
    const blocked = await call(loginWithSocial, { body: body("google", u.sub, token), headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many social sign-in attempts/);
  });
});

describe("user/login_with_social with Facebook", () => {
  it("signs in a linked account, sending appsecret_proof", async () => {
    const { token, u } = facebookUser();
    const { user } = await createUser({ data: { socialType: "facebook", socialId: u.id } });
    const res = await call(loginWithSocial, { body: body("facebook", u.id, token), headers: ip() });
    expect(res.status).toBe(200);
    expect(res.json.user._id).toBe(user.id);
    expect(res.json.user.socialType).toBe("facebook");
  });

  it("an unknown person gets needToSignUp with Facebook's names and e-mail", async () => {
    const { token, u } = facebookUser();
    const res = await call(loginWithSocial, {
      body: body("facebook", u.id, token, { avatar: "https://graph.facebook.test/pic.jpg" }),
      headers: ip(),
    });
    expect(res.json.needToSignUp).toBe(true);
    expect(await verifySocialToken(res.json.socialToken)).toEqual({
      socialType: "facebook",
      socialId: u.id,
      email: u.email,
      firstName: "Alan",
      lastName: "Turing",
      avatar: "https://graph.facebook.test/pic.jpg",
    });
  });

  it("is refused when the server's app secret does not match the token's app", async () => {
    process.env.FACEBOOK_CLIENT_SECRET = "another-apps-secret";
    const { token, u } = facebookUser();
    const res = await call(loginWithSocial, { body: body("facebook", u.id, token), headers: ip() });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("Your Facebook sign-in could not be verified. Please sign in with Facebook again.");
  });

  it("refuses clearly when Facebook is not configured", async () => {
    delete process.env.FACEBOOK_CLIENT_ID;
    const { token, u } = facebookUser();
    const res = await call(loginWithSocial, { body: body("facebook", u.id, token), headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Facebook sign-in is not available on this server.");
  });
});

describe("web social sign-in (next-auth)", () => {
  it("shows only the configured providers", () => {
    expect(configuredSocialProviders()).toEqual(["google", "facebook"]);
    // next-auth applies a provider's `options.id` (our credentials provider is "token") when it parses them
    const ids = () => authOptions().providers.map((p) => (p as { options?: { id?: string } }).options?.id ?? p.id);
    expect(ids()).toEqual(["token", "google", "facebook"]);
    delete process.env.FACEBOOK_CLIENT_SECRET;
    expect(configuredSocialProviders()).toEqual(["google"]);
    expect(ids()).toEqual(["token", "google"]);
    delete process.env.GOOGLE_CLIENT_ID;
    expect(configuredSocialProviders()).toEqual([]);
    expect(ids()).toEqual(["token"]);
  });

  it("signs a known Google user into our account id and session version", async () => {
    const { user } = await createUser({ data: { socialType: "google", socialId: `g-web-${Date.now()}`, sessionVersion: 3 } });
    const { callbacks } = authOptions();
    const account = { provider: "google", type: "oauth" as const, providerAccountId: user.socialId! };
    const profile = { sub: user.socialId!, email: "other@gmail.test", email_verified: true, given_name: "X", family_name: "Y" };
    const allowed = await callbacks!.signIn!({ user: { id: user.socialId! }, account, profile } as never);
    expect(allowed).toBe(true);
    const token = await callbacks!.jwt!({ token: { sub: user.socialId! }, user: { id: user.socialId! }, account, profile } as never);
    expect(token.sub).toBe(user.id);
    expect(token.sv).toBe(3);
    expect(token.email).toBe(user.email);
  });

  it("sends an unknown Google user to /role with a socialToken (needToSignUp)", async () => {
    const sub = `g-new-${Date.now()}`;
    const { callbacks } = authOptions();
    const account = { provider: "google", type: "oauth" as const, providerAccountId: sub };
    const profile = {
      sub,
      email: uniqueEmail("newgoogle"),
      email_verified: true,
      given_name: "Katherine",
      family_name: "Johnson",
      picture: "https://lh3.test/k.jpg",
    };
    const redirect = await callbacks!.signIn!({ user: { id: sub }, account, profile } as never);
    expect(typeof redirect).toBe("string");
    const url = new URL(String(redirect), "http://localhost");
    expect(url.pathname).toBe("/role");
    expect(await verifySocialToken(url.searchParams.get("social")!)).toEqual({
      socialType: "google",
      socialId: sub,
      email: profile.email,
      firstName: "Katherine",
      lastName: "Johnson",
      avatar: "https://lh3.test/k.jpg",
    });
  });

  it("links a Facebook sign-in to the account with that e-mail", async () => {
    const { user } = await createUser();
    const id = `fb-web-${Date.now()}`;
    const { callbacks } = authOptions();
    const account = { provider: "facebook", type: "oauth" as const, providerAccountId: id };
    const profile = { id, name: "Alan Turing", email: user.email, picture: { data: { url: "https://fb.test/p.jpg" } } };
    expect(await callbacks!.signIn!({ user: { id }, account, profile } as never)).toBe(true);
    const token = await callbacks!.jwt!({ token: { sub: id }, user: { id }, account, profile } as never);
    expect(token.sub).toBe(user.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).socialId).toBe(id);
  });

  it("keeps the token provider's mapping for e-mail sign-ins", async () => {
    const { callbacks } = authOptions();
    const token = await callbacks!.jwt!({ token: {}, user: { id: "u1", sv: 7 } } as never);
    expect(token).toMatchObject({ sub: "u1", sv: 7 });
  });
});
