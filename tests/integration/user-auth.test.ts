// user/login, check_email, register_customer, change_password, delete_account against real PostgreSQL.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { MSG } from "@/lib/accounts/messages";
import { signSocialToken } from "@/lib/auth/social-token";
import { webSessionCookie } from "../helpers/session-cookie";
import { POST as login } from "@/app/api/user/login/route";
import { POST as checkEmail } from "@/app/api/user/check_email/route";
import { POST as registerCustomer } from "@/app/api/user/register_customer/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";
import { POST as deleteAccount } from "@/app/api/user/delete_account/route";

const ip = () => ({ "x-forwarded-for": uniqueIp() });

function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    accountType: "personal",
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail("customer"),
    phone: "+1 555 010 0200",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    country: "US",
    lat: 30.27,
    lng: -97.74,
    password: "Secret-pass-1",
    terms: true,
    device_token: "push-1",
    os: "ios",
    ...overrides,
  };
}

describe("user/login", () => {
  it("signs in with e-mail and password and answers the user and a working token", async () => {
    const { user } = await createUser({ email: uniqueEmail("login") });
    const { status, json } = await call(login, {
      body: { email: user.email.toUpperCase(), password: DEFAULT_TEST_PASSWORD, device_token: "dev-42", os: "android" },
      headers: ip(),
    });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    expect(json.user._id).toBe(user.id);
    expect(json.user.email).toBe(user.email);
    expect(json.user).not.toHaveProperty("passwordHash");
    expect(typeof json.token).toBe("string");
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deviceToken).toBe("dev-42");
    expect(row.os).toBe("android");
    expect(row.lastActiveAt.getTime()).toBeGreaterThan(user.lastActiveAt.getTime());
    // the token works as a Bearer token on a signed-in call
    const me = await call(changePassword, { token: json.token, body: { old_password: "wrong-password", new_password: "whatever-123" } });
    expect(me.status).toBe(400);
    expect(me.json.error).toBe(MSG.IncorrectPassword);
  });

  it("refuses an unknown e-mail (404) and a wrong password (401) with the spec's messages", async () => {
    const unknown = await call(login, { body: { email: uniqueEmail("nobody"), password: "Whatever-123" }, headers: ip() });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ result: false, error: MSG.AccountDoesNotExist });

    const { user } = await createUser();
    const wrong = await call(login, { body: { email: user.email, password: "Not-the-password" }, headers: ip() });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ result: false, error: MSG.IncorrectPassword });
  });

  it("validates input with the spec's messages", async () => {
    const noEmail = await call(login, { body: { password: "Whatever-123" }, headers: ip() });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.error).toBe(MSG.EmptyEmail);
    const badEmail = await call(login, { body: { email: "not-an-email", password: "Whatever-123" }, headers: ip() });
    expect(badEmail.json.error).toBe(MSG.InvalidEmail);
    const short = await call(login, { body: { email: uniqueEmail(), password: "short" }, headers: ip() });
    expect(short.json.error).toBe(MSG.ShortPasswordError);
    const none = await call(login, { body: { email: uniqueEmail() }, headers: ip() });
    expect(none.json.error).toBe(MSG.EmptyPassword);
  });

  it("does not let a deleted account sign in", async () => {
    const { user } = await createUser({ deleted: true });
    const res = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(MSG.AccountDoesNotExist);
  });

  it("refuses an account without a password (social sign-up) like a wrong password", async () => {
    const { user } = await createUser({ password: null, data: { socialType: "google", socialId: `g-${Date.now()}` } });
    const res = await call(login, { body: { email: user.email, password: "not-a-real-password" }, headers: ip() });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(MSG.IncorrectPassword);
  });

  it("slows wrong passwords per e-mail and address: after 5, that address waits; the owner elsewhere signs in", async () => {
    const { user } = await createUser();
    const attacker = ip();
    for (let i = 0; i < 5; i++) {
      const r = await call(login, { body: { email: user.email, password: `Wrong-pass-${i}` }, headers: attacker });
      expect(r.status).toBe(401);
    }
    const blocked = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: attacker });
    expect(blocked.status).toBe(429);
    expect(blocked.json.result).toBe(false);
    expect(blocked.json.error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    // no lock-out: the owner from another address is let in with the right password
    const owner = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(owner.status).toBe(200);
  });

  it("limits attempts per IP across e-mails (50 per 15 minutes)", async () => {
    const headers = ip();
    for (let i = 0; i < 50; i++) {
      const r = await call(login, { body: { email: uniqueEmail("spray"), password: "Guess-pass-1" }, headers });
      expect(r.status).toBe(404);
    }
    const blocked = await call(login, { body: { email: uniqueEmail("spray"), password: "Guess-pass-1" }, headers });
    expect(blocked.status).toBe(429);
    // another address is not affected
    const { user } = await createUser();
    const other = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(other.status).toBe(200);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const { user } = await createUser();
    const headers = ip();
    for (let i = 0; i < 15; i++) {
      const r = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers });
      expect(r.status).toBe(200);
    }
  });
});

describe("user/check_email", () => {
  it("answers available for a free address and 409 for a taken one, whatever the letter case", async () => {
    const free = await call(checkEmail, { body: { email: uniqueEmail("free") }, headers: ip() });
    expect(free.status).toBe(200);
    expect(free.json).toEqual({ result: true, available: true });

    const { user } = await createUser();
    const taken = await call(checkEmail, { body: { email: user.email.toUpperCase() }, headers: ip() });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ result: false, error: MSG.EmailTaken });
  });

  it("validates the address", async () => {
    const res = await call(checkEmail, { body: { email: "nope" }, headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(MSG.InvalidEmail);
  });
});

describe("user/register_customer", () => {
  it("creates a personal employer account, hashes the password and answers user + token", async () => {
    const body = customerBody({ company: "Should be cleared" });
    const { status, json } = await call(registerCustomer, { body, headers: ip() });
    expect(status).toBe(200);
    expect(json.result).toBe(true);
    expect(json.user).toMatchObject({
      type: "customer",
      accountType: "personal",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "",
      email: body.email,
      phone: "+1 555 010 0200",
      location: "Austin, TX, USA",
      lat: 30.27,
      lng: -97.74,
      device_token: "push-1",
      os: "ios",
      hasPassword: true,
    });
    const row = await db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("Secret-pass-1");
    // the new account can sign in
    const again = await call(login, { body: { email: body.email, password: "Secret-pass-1" }, headers: ip() });
    expect(again.status).toBe(200);
    expect(again.json.user._id).toBe(json.user._id);
  });

  it("creates a company account and clears first and last name", async () => {
    const body = customerBody({ accountType: "company", company: "Acme Staffing LLC" });
    const { status, json } = await call(registerCustomer, { body, headers: ip() });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ accountType: "company", company: "Acme Staffing LLC", firstName: "", lastName: "" });
  });

  it("accepts a 64-character password and a 128-character one, refuses 129", async () => {
    for (const len of [64, 128]) {
      const body = customerBody({ password: "p".repeat(len) });
      const r = await call(registerCustomer, { body, headers: ip() });
      expect(r.status).toBe(200);
      const back = await call(login, { body: { email: body.email, password: "p".repeat(len) }, headers: ip() });
      expect(back.status).toBe(200);
    }
    const tooLong = await call(registerCustomer, { body: customerBody({ password: "p".repeat(129) }), headers: ip() });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toBe(MSG.LongPasswordError);
  });

  it("refuses a taken e-mail with 409, also when two sign-ups race", async () => {
    const { user } = await createUser();
    const taken = await call(registerCustomer, { body: customerBody({ email: user.email }), headers: ip() });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(MSG.EmailTaken);

    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2, 3].map(() => call(registerCustomer, { body: customerBody({ email }), headers: ip() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.json.error).toBe(MSG.EmailTaken);
    }
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("refuses each missing field with the spec's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "" }, MSG.InvalidFirstname],
      [{ lastName: "" }, MSG.InvalidLastname],
      [{ accountType: "company", company: "" }, MSG.InvalidCompany],
      [{ email: "" }, MSG.EmptyEmail],
      [{ email: "bad@" }, MSG.InvalidEmail],
      [{ phone: "" }, MSG.InvalidPhone],
      [{ location: "" }, MSG.InvalidLocation],
      [{ password: "" }, MSG.EmptyPassword],
      [{ password: "short" }, MSG.ShortPasswordError],
      [{ terms: false }, MSG.InvalidTerms],
    ];
    for (const [overrides, message] of cases) {
      const r = await call(registerCustomer, { body: customerBody(overrides), headers: ip() });
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(r.json.error, JSON.stringify(overrides)).toBe(message);
    }
  });

  it("signs up through a social token without a password; socialId comes from the token, not the client", async () => {
    const socialId = `google-${Date.now()}`;
    const socialToken = await signSocialToken({
      socialType: "google",
      socialId,
      email: "someone@gmail.test",
      firstName: "Grace",
      lastName: "Hopper",
      avatar: "https://lh3.example.test/photo.jpg",
    });
    const body = customerBody({ password: "", socialToken, socialType: "facebook", socialId: "forged" });
    const { status, json } = await call(registerCustomer, { body, headers: ip() });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ socialType: "google", socialId, avatar: "https://lh3.example.test/photo.jpg", hasPassword: false });
    // the same social identity cannot make a second account
    const twice = await call(registerCustomer, { body: customerBody({ password: "", socialToken }), headers: ip() });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe("This social account is already registered. Please sign in instead.");
  });

  it("refuses a forged or expired social token", async () => {
    const body = customerBody({ password: "", socialToken: "eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.bad" });
    const r = await call(registerCustomer, { body, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("Your Google or Facebook sign-in has expired. Please sign in with it again.");
    expect(await db.user.count({ where: { email: body.email } })).toBe(0);
  });
});

describe("user/change_password", () => {
  it("changes the password, kills every other token and answers a fresh one", async () => {
    const { user, token } = await createUser();
    const other = (await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).json.token;
    const res = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } });
    expect(res.status).toBe(200);
    expect(res.json.result).toBe(true);
    expect(res.json.message).toBe(MSG.PasswordChanged);
    expect(typeof res.json.token).toBe("string");

    for (const old of [token, other]) {
      const dead = await call(changePassword, { token: old, body: { old_password: "Brand-new-pass-9", new_password: "Another-pass-10" } });
      expect(dead.status).toBe(401);
    }
    // the fresh token works
    const fresh = await call(changePassword, {
      token: res.json.token,
      body: { old_password: "wrong-one-x", new_password: "Another-pass-10" },
    });
    expect(fresh.status).toBe(400);
    expect(fresh.json.error).toBe(MSG.IncorrectPassword);
    // old password no longer signs in, the new one does
    expect((await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "Brand-new-pass-9" }, headers: ip() })).status).toBe(200);
  });

  it("ends the web session cookie of another browser too", async () => {
    const { user, token } = await createUser();
    const { cookie } = await webSessionCookie(user);
    // the cookie is a valid session before the change
    const before = await call(changePassword, {
      headers: { cookie },
      body: { old_password: "not-my-password", new_password: "Brand-new-pass-9" },
    });
    expect(before.status).toBe(400);
    expect(
      (await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } })).status,
    ).toBe(200);
    const after = await call(changePassword, {
      headers: { cookie },
      body: { old_password: "Brand-new-pass-9", new_password: "Another-pass-10" },
    });
    expect(after.status).toBe(401);
  });

  it("refuses a wrong current password (400) and leaves the password and sessions alone", async () => {
    const { user, token } = await createUser();
    const res = await call(changePassword, { token, body: { old_password: "not-my-password", new_password: "Brand-new-pass-9" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ result: false, error: MSG.IncorrectPassword });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.sessionVersion).toBe(user.sessionVersion);
    expect(row.passwordHash).toBe(user.passwordHash);
  });

  it("validates the new password and needs a signed-in caller", async () => {
    const { token } = await createUser();
    const short = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "short" } });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe(MSG.InvalidNewPassword);
    const anon = await call(changePassword, { body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } });
    expect(anon.status).toBe(401);
    const forged = await call(changePassword, {
      token: "not.a.token",
      body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" },
    });
    expect(forged.status).toBe(401);
  });

  it("tells a social-only account to use Forgot Password", async () => {
    const { token } = await createUser({ password: null });
    const res = await call(changePassword, { token, body: { old_password: "anything-1", new_password: "Brand-new-pass-9" } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Forgot Password/);
  });

  it("limits guesses at the current password (429 after 10 wrong ones)", async () => {
    const { token } = await createUser();
    for (let i = 0; i < 10; i++) {
      const r = await call(changePassword, { token, body: { old_password: `guess-${i}-xx`, new_password: "Brand-new-pass-9" } });
      expect(r.status).toBe(400);
    }
    const blocked = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many password attempts/);
  });

  it("only ever changes the caller's own password", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    // extra ids in the body are ignored: the call acts on the token's owner
    const res = await call(changePassword, {
      token: attacker.token,
      body: {
        old_password: DEFAULT_TEST_PASSWORD,
        new_password: "Attacker-pass-1",
        id: victim.user.id,
        user_id: victim.user.id,
        email: victim.user.email,
      },
    });
    expect(res.status).toBe(200);
    const v = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(v.passwordHash).toBe(victim.user.passwordHash);
    expect(v.sessionVersion).toBe(victim.user.sessionVersion);
    expect((await call(login, { body: { email: victim.user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(200);
  });
});

describe("user/delete_account", () => {
  it("soft-deletes the caller: contact data gone, e-mail freed, every token dead, no sign-in", async () => {
    const { user, token } = await createUser({ data: { socialType: "google", socialId: `g-del-${Date.now()}` } });
    const res = await call(deleteAccount, { token, body: { pw: DEFAULT_TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, message: "Your account has been deleted." });

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).toBe(`deleted+${user.id}@deleted.invalid`);
    expect(row.phone).toBe("");
    expect(row.passwordHash).toBeNull();
    expect(row.socialId).toBeNull();
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);

    const dead = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9" } });
    expect(dead.status).toBe(401);
    const signIn = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(signIn.status).toBe(404);
    // the address can be used for a new account
    const again = await call(checkEmail, { body: { email: user.email }, headers: ip() });
    expect(again.json).toEqual({ result: true, available: true });
  });

  it("refuses a wrong password (400) and keeps the account", async () => {
    const { user, token } = await createUser();
    const res = await call(deleteAccount, { token, body: { pw: "not-my-password" } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(MSG.IncorrectPassword);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
  });

  it("validates pw and needs a signed-in caller", async () => {
    const { token } = await createUser();
    expect((await call(deleteAccount, { token, body: {} })).json.error).toBe(MSG.EmptyPassword);
    expect((await call(deleteAccount, { token, body: { pw: "short" } })).json.error).toBe(MSG.ShortPasswordError);
    expect((await call(deleteAccount, { body: { pw: DEFAULT_TEST_PASSWORD } })).status).toBe(401);
  });

  it("lets an account without a password confirm with its e-mail", async () => {
    const { user, token } = await createUser({ password: null, email: uniqueEmail("socialonly") });
    const wrong = await call(deleteAccount, { token, body: { pw: "some-other-text" } });
    expect(wrong.status).toBe(400);
    const res = await call(deleteAccount, { token, body: { pw: user.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).not.toBeNull();
  });

  it("only ever deletes the caller's own account", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    // the attacker knows the victim's password and id, but the call acts on the token's owner only
    const res = await call(deleteAccount, {
      token: attacker.token,
      body: { pw: DEFAULT_TEST_PASSWORD, user_id: victim.user.id, id: victim.user.id },
    });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: victim.user.id } })).deletedAt).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: attacker.user.id } })).deletedAt).not.toBeNull();
    expect((await call(login, { body: { email: victim.user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(200);
  });

  it("a deleted account's old token cannot delete or change anything again", async () => {
    const { token } = await createUser();
    expect((await call(deleteAccount, { token, body: { pw: DEFAULT_TEST_PASSWORD } })).status).toBe(200);
    expect((await call(deleteAccount, { token, body: { pw: DEFAULT_TEST_PASSWORD } })).status).toBe(401);
  });
});
