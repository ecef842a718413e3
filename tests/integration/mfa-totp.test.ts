// Two-step sign-in (TOTP, RFC 6238) through the route handlers on real PostgreSQL: the login challenge,
// codes and recovery codes, set-up, turning it off, re-authentication, admins and their set-up links.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { MSG } from "@/lib/accounts/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { newTotpSecret, totpCode, TOTP_PERIOD } from "@/lib/auth/mfa/totp";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { hashOpaqueToken } from "@/lib/auth/mfa/auth-tokens";
import { issueAdminSetup } from "@/lib/auth/mfa/admin-setup";
import { assertReauth } from "@/lib/auth/reauth";
import { AppError } from "@/lib/http/errors";
import { POST as login } from "@/app/api/user/login/route";
import { POST as loginMfa } from "@/app/api/user/login_mfa/route";
import { POST as getMfa } from "@/app/api/user/get_mfa/route";
import { POST as mfaSetup } from "@/app/api/user/mfa_setup/route";
import { POST as mfaEnable } from "@/app/api/user/mfa_enable/route";
import { POST as mfaDisable } from "@/app/api/user/mfa_disable/route";
import { POST as mfaRecoveryCodes } from "@/app/api/user/mfa_recovery_codes/route";
import { POST as adminSetupStart } from "@/app/api/user/admin_setup_start/route";
import { POST as adminSetupFinish } from "@/app/api/user/admin_setup_finish/route";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as verifyResetcode } from "@/app/api/user/verify_resetcode/route";
import { POST as resetNewpassword } from "@/app/api/user/reset_newpassword/route";

const ip = () => ({ "x-forwarded-for": uniqueIp() });
const STEP_MS = TOTP_PERIOD * 1000;

/** A user with two-step sign-in on (secret set as mfa_enable leaves it) and its plain secret and recovery codes. */
async function userWithTotp(opts: Parameters<typeof createUser>[0] = {}) {
  const secret = newTotpSecret();
  const made = await createUser({ ...opts, data: { totpSecret: sealSecret(secret), totpEnabledAt: new Date(), ...opts.data } });
  const recoveryCodes = newRecoveryCodes();
  await db.mfaRecoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId: made.user.id, codeHash: hashRecoveryCode(c) })) });
  return { ...made, secret, recoveryCodes };
}

async function challengeFor(email: string, headers = ip()) {
  const r = await call(login, {
    body: { email, password: DEFAULT_TEST_PASSWORD, device_token: "push-9", os: "ios" },
    headers: { ...headers, "user-agent": "GiglineApp/3" },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  expect(r.json).toMatchObject({ result: true, mfaRequired: true, methods: ["totp", "recovery"] });
  expect(r.json).not.toHaveProperty("token");
  return r.json.challenge as string;
}

const worksAsToken = async (token: string, userId: string) => (await call(getUser, { token, body: { user_id: userId } })).status === 200;

describe("user/login with two-step sign-in on", () => {
  it("answers a challenge instead of a session; login_mfa with the right code answers {user, token} that works", async () => {
    const { user, secret } = await userWithTotp();
    const sessionsBefore = await db.session.count({ where: { userId: user.id } });
    const challenge = await challengeFor(user.email);
    expect(challenge.length).toBeGreaterThanOrEqual(22);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);
    const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashOpaqueToken(challenge) } });
    expect(row).toMatchObject({ userId: user.id, purpose: "mfa_login", usedAt: null, attempts: 0 });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const done = await call(loginMfa, { body: { challenge, code: totpCode(secret) }, headers: ip() });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.user._id).toBe(user.id);
    expect(await worksAsToken(done.json.token, user.id)).toBe(true);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.deviceToken).toBe("push-9");
    expect(after.os).toBe("ios");
    // one use: the same challenge again is refused as expired
    const again = await call(loginMfa, { body: { challenge, code: totpCode(secret, Date.now() + STEP_MS) }, headers: ip() });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(MFA_MSG.ChallengeExpired);
  });

  it("a wrong password still answers 401 before any challenge", async () => {
    const { user } = await userWithTotp();
    const r = await call(login, { body: { email: user.email, password: "Not-the-password" }, headers: ip() });
    expect(r.status).toBe(401);
    expect(r.json.error).toBe(MSG.IncorrectPassword);
  });

  it("counts wrong codes: 401 with the tries left, and the challenge ends after five", async () => {
    const { user, secret } = await userWithTotp();
    const challenge = await challengeFor(user.email);
    const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
    for (let left = 4; left >= 0; left--) {
      const r = await call(loginMfa, { body: { challenge, code: wrong }, headers: ip() });
      expect(r.status).toBe(401);
      expect(r.json.triesLeft).toBe(left);
      expect(r.json.error).toBe(
        left ? `${MFA_MSG.IncorrectCode} ${left} ${left === 1 ? "try" : "tries"} left.` : `${MFA_MSG.IncorrectCode} Please sign in again.`,
      );
    }
    const right = await call(loginMfa, { body: { challenge, code: totpCode(secret) }, headers: ip() });
    expect(right.status).toBe(400);
    expect(right.json.error).toBe(MFA_MSG.ChallengeExpired);
  });

  it("accepts a code's step once: the same code for a second challenge is refused, also when both race", async () => {
    const { user, secret } = await userWithTotp();
    const code = totpCode(secret);
    const first = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code }, headers: ip() });
    expect(first.status).toBe(200);
    const reused = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code }, headers: ip() });
    expect(reused.status).toBe(401);

    const next = totpCode(secret, Date.now() + STEP_MS);
    const [a, b] = await Promise.all([challengeFor(user.email), challengeFor(user.email)]);
    const results = await Promise.all([a, b].map((challenge) => call(loginMfa, { body: { challenge, code: next }, headers: ip() })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("a recovery code works once, in any case and spacing", async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const code = recoveryCodes[3];
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    const ok = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code: typed }, headers: ip() });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await worksAsToken(ok.json.token, user.id)).toBe(true);
    const again = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code }, headers: ip() });
    expect(again.status).toBe(401);
    const status = await call(getMfa, { token: ok.json.token });
    expect(status.json.recoveryCodesLeft).toBe(9);
  });

  it("an expired challenge is refused with the sign-in-again message", async () => {
    const { user, secret } = await userWithTotp();
    const challenge = await challengeFor(user.email);
    await db.authToken.update({ where: { tokenHash: hashOpaqueToken(challenge) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r = await call(loginMfa, { body: { challenge, code: totpCode(secret) }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ result: false, error: MFA_MSG.ChallengeExpired });
    const made = await call(loginMfa, { body: { challenge: "made-up-challenge", code: "123456" }, headers: ip() });
    expect(made.status).toBe(400);
    expect(made.json.error).toBe(MFA_MSG.ChallengeExpired);
  });

  it("limits code guesses per account across challenges (429)", async () => {
    const { user, secret } = await userWithTotp();
    const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
    const from = ip();
    const statuses: number[] = [];
    for (let c = 0; c < 5; c++) {
      const challenge = await challengeFor(user.email);
      for (let i = 0; i < 5; i++) statuses.push((await call(loginMfa, { body: { challenge, code: wrong }, headers: from })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // the right code is refused too while the account's limit lasts
    const r = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code: totpCode(secret) }, headers: ip() });
    expect(r.status).toBe(429);
    expect(r.json.error).toMatch(/^Too many code attempts/);
  });

  it("a password reset does not skip the code: the next sign-in still asks for it", async () => {
    const { user } = await userWithTotp();
    const headers = ip();
    expect((await call(forgotPassword, { body: { email: user.email }, headers })).status).toBe(200);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const code = /code is (\d{6})/.exec(mail.text)![1];
    const verified = await call(verifyResetcode, { body: { email: user.email, code }, headers });
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    expect(verified.json).not.toHaveProperty("user");
    const reset = await call(resetNewpassword, {
      body: { email: user.email, token: verified.json.token, password: "Fresh-password-7" },
      headers,
    });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect(reset.json).not.toHaveProperty("token");
    const r = await call(login, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() });
    expect(r.status).toBe(200);
    expect(r.json.mfaRequired).toBe(true);
    expect(r.json).not.toHaveProperty("token");
  });
});

describe("admins", () => {
  it("an admin without TOTP is refused sign-in (403) after the right password", async () => {
    const { user } = await createUser({ type: "admin" });
    const r = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ result: false, error: MFA_MSG.AdminNeedsSetup });
    const wrong = await call(login, { body: { email: user.email, password: "Not-the-password" }, headers: ip() });
    expect(wrong.status).toBe(401);
  });

  it("an admin with TOTP signs in with the code", async () => {
    const { user, secret } = await userWithTotp({ type: "admin" });
    const r = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code: totpCode(secret) }, headers: ip() });
    expect(r.status).toBe(200);
    expect(r.json.user.type).toBe("admin");
  });

  it("cannot turn two-step sign-in off", async () => {
    const { token, secret } = await userWithTotp({ type: "admin" });
    const r = await call(mfaDisable, { token, body: { password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    expect(r.status).toBe(403);
    expect(r.json.error).toBe(MFA_MSG.AdminMustKeep);
    expect((await call(getMfa, { token })).json).toMatchObject({ enabled: true, required: true });
  });
});

describe("set-up, status, turning off and new recovery codes", () => {
  it("get_mfa → mfa_setup (password) → mfa_enable (code) → recovery codes; then sign-in asks the code", async () => {
    const { user, token } = await createUser();
    expect((await call(getMfa, { token })).json).toEqual({
      result: true,
      enabled: false,
      enabledAt: null,
      required: false,
      recoveryCodesLeft: 0,
    });

    const wrongPw = await call(mfaSetup, { token, body: { password: "Not-the-password" } });
    expect(wrongPw.status).toBe(400);
    expect(wrongPw.json.error).toBe(MSG.IncorrectPassword);

    const setup = await call(mfaSetup, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(setup.status, JSON.stringify(setup.json)).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Gigline:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Gigline&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const pending = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(pending.totpPendingSecret).toBeTruthy();
    expect(pending.totpPendingSecret).not.toContain(secret);
    expect(pending.totpEnabledAt).toBeNull();

    const wrong = await call(mfaEnable, { token, body: { code: totpCode(secret, Date.now() - 10 * STEP_MS) } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(MFA_MSG.SetupCodeMismatch);

    const code = totpCode(secret);
    const on = await call(mfaEnable, { token, body: { code } });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect(on.json.recoveryCodes).toHaveLength(10);
    for (const c of on.json.recoveryCodes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const status = (await call(getMfa, { token })).json;
    expect(status).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledAt)).toBeGreaterThan(Date.now() - 60_000);

    // the set-up code's step is spent; set-up again is refused while on
    const reused = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code }, headers: ip() });
    expect(reused.status).toBe(401);
    const twice = await call(mfaSetup, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(MFA_MSG.AlreadyOn);
    const r = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code: on.json.recoveryCodes[0] }, headers: ip() });
    expect(r.status).toBe(200);
  });

  it("mfa_enable without a pending set-up is refused", async () => {
    const { token } = await createUser();
    const r = await call(mfaEnable, { token, body: { code: "123456" } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(MFA_MSG.NoPendingSetup);
    const bad = await call(mfaEnable, { token, body: { code: "12345" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(MFA_MSG.CodeRequired);
  });

  it("mfa_disable needs the password and a code, then removes the secret and the recovery codes", async () => {
    const { user, token, secret, recoveryCodes } = await userWithTotp();
    const noCode = await call(mfaDisable, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error).toBe(MFA_MSG.CodeRequired);
    const wrongPw = await call(mfaDisable, { token, body: { password: "Not-the-password", code: totpCode(secret) } });
    expect(wrongPw.json.error).toBe(MSG.IncorrectPassword);
    const wrongCode = await call(mfaDisable, {
      token,
      body: { password: DEFAULT_TEST_PASSWORD, code: recoveryCodes[0].replace(/^./, (c) => (c === "a" ? "b" : "a")) },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.error).toBe(MFA_MSG.IncorrectCode);

    const off = await call(mfaDisable, { token, body: { password: DEFAULT_TEST_PASSWORD, code: recoveryCodes[1] } });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json.message).toBe(MFA_MSG.Disabled);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await db.mfaRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const r = await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() });
    expect(r.json.token).toBeTruthy();
    const again = await call(mfaDisable, { token, body: { password: DEFAULT_TEST_PASSWORD, code: "123456" } });
    expect(again.status).toBe(409);
  });

  it("mfa_recovery_codes replaces the set after password and code", async () => {
    const { user, token, secret, recoveryCodes } = await userWithTotp();
    const r = await call(mfaRecoveryCodes, { token, body: { password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.recoveryCodes).toHaveLength(10);
    expect(r.json.recoveryCodes).not.toContain(recoveryCodes[0]);
    const old = await call(loginMfa, { body: { challenge: await challengeFor(user.email), code: recoveryCodes[0] }, headers: ip() });
    expect(old.status).toBe(401);
    const fresh = await call(loginMfa, {
      body: { challenge: await challengeFor(user.email), code: r.json.recoveryCodes[0] },
      headers: ip(),
    });
    expect(fresh.status).toBe(200);
    const none = await call(mfaRecoveryCodes, { token: (await createUser()).token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(none.status).toBe(409);
  });
});

describe("assertReauth", () => {
  const reason = async (p: Promise<unknown>) => {
    try {
      await p;
      return "ok";
    } catch (err) {
      return err instanceof AppError ? `${err.status} ${err.message}` : String(err);
    }
  };

  it("asks only the password when TOTP is off", async () => {
    const { user } = await createUser();
    expect(await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD }))).toBe("ok");
    expect(await reason(assertReauth(user, { password: "Not-the-password" }))).toBe(`400 ${MSG.IncorrectPassword}`);
  });

  it("asks the password and a code (spent) when TOTP is on", async () => {
    const { user, secret, recoveryCodes } = await userWithTotp();
    expect(await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD }))).toBe(`400 ${MFA_MSG.CodeRequired}`);
    expect(await reason(assertReauth(user, { password: "Not-the-password", code: totpCode(secret) }))).toBe(`400 ${MSG.IncorrectPassword}`);
    expect(
      await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD, code: "000000" === totpCode(secret) ? "111111" : "000000" })),
    ).toBe(`400 ${MFA_MSG.IncorrectCode}`);
    const code = totpCode(secret);
    expect(await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD, code }))).toBe("ok");
    expect(await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD, code }))).toBe(`400 ${MFA_MSG.IncorrectCode}`);
    expect(await reason(assertReauth(user, { password: DEFAULT_TEST_PASSWORD, code: recoveryCodes[0] }))).toBe("ok");
  });

  it("refuses an account without a password", async () => {
    const { user } = await createUser({ password: null as unknown as string });
    expect(await reason(assertReauth(user, { password: "anything-at-all" }))).toMatch(/^400 .*no password yet/);
  });
});

describe("admin set-up links", () => {
  it("admin:create makes an admin without a password; start shows a secret; finish sets password and TOTP once", async () => {
    const email = uniqueEmail("newadmin");
    const { token, created, userId } = await issueAdminSetup({ email, firstName: "Ann", lastName: "Lee" });
    expect(created).toBe(true);
    const made = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(made).toMatchObject({ type: "admin", passwordHash: null, totpEnabledAt: null, firstName: "Ann", lastName: "Lee" });
    const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashOpaqueToken(token) } });
    expect(row.purpose).toBe("admin_setup");
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const start = await call(adminSetupStart, { body: { token }, headers: ip() });
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    expect(start.json.email).toBe(email);
    const secret = start.json.secret as string;
    expect(start.json.otpauthUrl).toContain(`secret=${secret}`);
    expect(start.json.qrSvg).toContain("<svg");

    const weak = await call(adminSetupFinish, { body: { token, password: "password123", code: totpCode(secret) }, headers: ip() });
    expect(weak.status).toBe(400);
    const wrong = await call(adminSetupFinish, {
      body: { token, password: "Quiet-harbor-lamp-9", code: totpCode(secret, Date.now() - 10 * STEP_MS) },
      headers: ip(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(MFA_MSG.SetupCodeMismatch);

    const code = totpCode(secret);
    const done = await call(adminSetupFinish, { body: { token, password: "Quiet-harbor-lamp-9", code }, headers: ip() });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.recoveryCodes).toHaveLength(10);
    const again = await call(adminSetupFinish, {
      body: { token, password: "Quiet-harbor-lamp-9", code: totpCode(secret, Date.now() + STEP_MS) },
      headers: ip(),
    });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(MFA_MSG.SetupLinkInvalid);
    expect((await call(adminSetupStart, { body: { token }, headers: ip() })).json.error).toBe(MFA_MSG.SetupLinkInvalid);

    // the new admin signs in with password and a later code
    const r = await call(login, { body: { email, password: "Quiet-harbor-lamp-9" }, headers: ip() });
    expect(r.json.mfaRequired).toBe(true);
    const signedIn = await call(loginMfa, {
      body: { challenge: r.json.challenge, code: totpCode(secret, Date.now() + STEP_MS) },
      headers: ip(),
    });
    expect(signedIn.status).toBe(200);
  });

  it("a link expires after 24 hours; a new link for the same admin ends the old one", async () => {
    const email = uniqueEmail("admin2");
    const first = await issueAdminSetup({ email });
    await db.authToken.update({ where: { tokenHash: hashOpaqueToken(first.token) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await call(adminSetupStart, { body: { token: first.token }, headers: ip() })).status).toBe(400);
    const second = await issueAdminSetup({ email });
    expect(second.created).toBe(false);
    const third = await issueAdminSetup({ email });
    expect((await call(adminSetupStart, { body: { token: second.token }, headers: ip() })).json.error).toBe(MFA_MSG.SetupLinkInvalid);
    expect((await call(adminSetupStart, { body: { token: third.token }, headers: ip() })).status).toBe(200);
  });

  it("refuses the e-mail of an employer or employee account", async () => {
    const { user } = await createUser();
    await expect(issueAdminSetup({ email: user.email })).rejects.toThrow(/not an active admin/);
  });

  it("two finishes racing with one link: one wins", async () => {
    const { token } = await issueAdminSetup({ email: uniqueEmail("admin3") });
    const { secret } = (await call(adminSetupStart, { body: { token }, headers: ip() })).json;
    const code = totpCode(secret);
    const results = await Promise.all(
      ["Quiet-harbor-lamp-1", "Quiet-harbor-lamp-2"].map((password) =>
        call(adminSetupFinish, { body: { token, password, code }, headers: ip() }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
