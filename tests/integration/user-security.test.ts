// The sign-in security calls against real PostgreSQL: the list of sessions, signing one or all others out,
// the password change's choice to keep the other sessions, and the e-mail change confirmed by a code.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { webSessionCookie } from "../helpers/session-cookie";
import { signApiToken, verifyApiToken } from "@/lib/session/tokens";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { newTotpSecret, totpCode } from "@/lib/auth/mfa/totp";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { MSG } from "@/lib/accounts/messages";
import { describeUserAgent } from "@/lib/accounts/sessions-list";
import { EMAIL_MSG, SESSION_MSG } from "@/lib/accounts/security-messages";
import { POST as getUser } from "@/app/api/user/get_user/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as getSessions } from "@/app/api/user/get_sessions/route";
import { POST as revokeSession } from "@/app/api/user/revoke_session/route";
import { POST as revokeOthers } from "@/app/api/user/revoke_other_sessions/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";
import { POST as changeEmail } from "@/app/api/user/change_email/route";
import { POST as confirmEmail } from "@/app/api/user/confirm_email_change/route";

const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Any signed-in call: 200 while the session lives, 401 once it is gone. */
async function alive(token: string, userId: string) {
  return (await call(getUser, { token, body: { user_id: userId } })).status === 200;
}

async function sidOf(token: string) {
  return (await verifyApiToken(token))!.sid;
}

/** Turns two-step sign-in on for a test user, as user/mfa_enable leaves the row; answers the secret. */
async function turnOnTotp(userId: string) {
  const secret = newTotpSecret();
  await db.user.update({ where: { id: userId }, data: { totpSecret: sealSecret(secret), totpEnabledAt: new Date(), totpLastStep: null } });
  return secret;
}

describe("user/get_sessions", () => {
  it("lists only the caller's live sessions, the current one first and flagged, parsed user agents, nothing secret", async () => {
    const { user } = await createUser();
    const desk = await signApiToken(user, { ip: "10.1.1.1", userAgent: CHROME_MAC });
    const phone = await signApiToken(user, { ip: "10.1.1.2", userAgent: SAFARI_IPHONE });
    const ended = await signApiToken(user, { ip: "10.1.1.3" });
    await db.session.update({ where: { id: await sidOf(ended) }, data: { revokedAt: new Date() } });
    const idle = await signApiToken(user, { ip: "10.1.1.4" });
    await db.session.update({ where: { id: await sidOf(idle) }, data: { lastUsedAt: new Date(Date.now() - 8 * 24 * 3600_000) } });
    const stranger = await createUser();

    const deskSid = await sidOf(desk);
    const res = await call(getSessions, { token: phone });
    expect(res.status).toBe(200);
    const sessions = res.json.sessions as Array<Record<string, unknown>>;
    const mine = await db.session.findMany({ where: { userId: user.id }, select: { id: true } });
    // createUser's own token, desk and phone; not the revoked or idle one, never the stranger's
    expect(sessions).toHaveLength(3);
    expect(sessions.every((s) => mine.some((m) => m.id === s.id))).toBe(true);
    expect(sessions.map((s) => s.id)).not.toContain(await sidOf(stranger.token));
    expect(sessions.map((s) => s.id)).not.toContain(await sidOf(ended));
    expect(sessions.map((s) => s.id)).not.toContain(await sidOf(idle));

    expect(sessions[0]).toMatchObject({
      id: await sidOf(phone),
      current: true,
      kind: "api",
      browser: "Safari 17",
      os: "iOS 17.5",
      ip: "10.1.1.2",
    });
    expect(String(sessions[0].device)).toMatch(/^Mobile/);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const deskRow = sessions.find((s) => s.id === deskSid)!;
    expect(deskRow).toMatchObject({ browser: "Chrome 126", os: "macOS Catalina", device: "Desktop", current: false });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(["browser", "createdAt", "current", "device", "id", "ip", "kind", "lastUsedAt", "os"]);
      expect(new Date(String(s.createdAt)).toISOString()).toBe(s.createdAt);
    }
  });

  it("flags the web session of the cookie as current", async () => {
    const { user } = await createUser();
    const { cookie, sessionId } = await webSessionCookie(user);
    const res = await call(getSessions, { headers: { cookie } });
    expect(res.status).toBe(200);
    const current = (res.json.sessions as Array<{ id: string; current: boolean; kind: string }>).filter((s) => s.current);
    expect(current).toEqual([expect.objectContaining({ id: sessionId, kind: "web" })]);
  });

  it("needs a signed-in caller", async () => {
    expect((await call(getSessions, {})).status).toBe(401);
  });
});

describe("user/revoke_session", () => {
  it("signs out another session of the caller; its token stops working, the caller's does not", async () => {
    const { user, token } = await createUser();
    const other = await signApiToken(user, { userAgent: CHROME_MAC });
    const res = await call(revokeSession, { token, body: { id: await sidOf(other) } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, message: SESSION_MSG.revoked });
    expect(await alive(other, user.id)).toBe(false);
    expect(await alive(token, user.id)).toBe(true);
    // a second time the session is gone
    const again = await call(revokeSession, { token, body: { id: await sidOf(other) } });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const me = await createUser();
    const them = await createUser();
    const res = await call(revokeSession, { token: me.token, body: { id: await sidOf(them.token) } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ result: false, error: SESSION_MSG.notFound });
    expect(await alive(them.token, them.user.id)).toBe(true);
    expect((await call(revokeSession, { token: me.token, body: { id: "made-up" } })).status).toBe(404);
  });

  it("refuses the caller's own session (user/logout ends that) and bad input", async () => {
    const { user, token } = await createUser();
    const own = await call(revokeSession, { token, body: { id: await sidOf(token) } });
    expect(own.status).toBe(400);
    expect(own.json.error).toBe(SESSION_MSG.current);
    expect(await alive(token, user.id)).toBe(true);
    expect((await call(revokeSession, { token, body: {} })).status).toBe(400);
    expect((await call(revokeSession, { body: { id: "x" } })).status).toBe(401);
  });
});

describe("user/revoke_other_sessions", () => {
  it("needs the password; then every other session ends and this one stays", async () => {
    const { user, token } = await createUser();
    const a = await signApiToken(user);
    const { cookie } = await webSessionCookie(user);
    const stranger = await createUser();

    const wrong = await call(revokeOthers, { token, body: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(MSG.IncorrectPassword);
    expect(await alive(a, user.id)).toBe(true);
    expect((await call(revokeOthers, { token, body: {} })).status).toBe(400);

    const res = await call(revokeOthers, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, message: SESSION_MSG.revokedOthers(2), count: 2 });
    expect(await alive(a, user.id)).toBe(false);
    expect((await call(getUser, { headers: { cookie }, body: { user_id: user.id } })).status).toBe(401);
    expect(await alive(token, user.id)).toBe(true);
    expect(await alive(stranger.token, stranger.user.id)).toBe(true);

    const none = await call(revokeOthers, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(none.json).toEqual({ result: true, message: SESSION_MSG.revokedOthers(0), count: 0 });
  });

  it("needs the authenticator code too when two-step sign-in is on", async () => {
    const { user, token } = await createUser();
    const other = await signApiToken(user);
    const secret = await turnOnTotp(user.id);

    const noCode = await call(revokeOthers, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error).toBe(MFA_MSG.CodeRequired);
    const badCode = await call(revokeOthers, {
      token,
      body: { password: DEFAULT_TEST_PASSWORD, code: "000000" === totpCode(secret) ? "111111" : "000000" },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.json.error).toBe(MFA_MSG.IncorrectCode);
    expect(await alive(other, user.id)).toBe(true);

    const ok = await call(revokeOthers, { token, body: { password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    expect(ok.status).toBe(200);
    expect(ok.json.count).toBe(1);
    expect(await alive(other, user.id)).toBe(false);
  });
});

describe("user/change_password and the other sessions", () => {
  it("end_other_sessions false: the other sessions and this one live on, no new token, the mail says so", async () => {
    const { user, token } = await createUser();
    const other = await signApiToken(user);
    const res = await call(changePassword, {
      token,
      body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9", end_other_sessions: false },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, message: MSG.PasswordChanged });
    expect(await alive(other, user.id)).toBe(true);
    expect(await alive(token, user.id)).toBe(true);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.sessionVersion).toBe(user.sessionVersion);
    expect(
      (await call(login, { body: { email: user.email, password: "Brand-new-pass-9" }, headers: { "x-forwarded-for": uniqueIp() } })).status,
    ).toBe(200);

    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email, subject: "Your Gigline password was changed" } });
    expect(mail.text).toContain("stay signed in");
  });

  it("end_other_sessions true (and by default): every other session ends, a fresh token comes back, the mail is sent", async () => {
    for (const flag of [true, undefined]) {
      const { user, token } = await createUser();
      const other = await signApiToken(user);
      const res = await call(changePassword, {
        token,
        body: {
          old_password: DEFAULT_TEST_PASSWORD,
          new_password: "Brand-new-pass-9",
          ...(flag === undefined ? {} : { end_other_sessions: flag }),
        },
      });
      expect(res.status).toBe(200);
      expect(typeof res.json.token).toBe("string");
      expect(await alive(other, user.id)).toBe(false);
      expect(await alive(token, user.id)).toBe(false);
      expect(await alive(res.json.token, user.id)).toBe(true);
      const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email, subject: "Your Gigline password was changed" } });
      expect(mail.text).toContain("has been signed out");
    }
  });

  it("needs the authenticator code when two-step sign-in is on", async () => {
    const { user, token } = await createUser();
    const secret = await turnOnTotp(user.id);
    const body = { old_password: DEFAULT_TEST_PASSWORD, new_password: "Brand-new-pass-9", end_other_sessions: false };
    const noCode = await call(changePassword, { token, body });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error).toBe(MFA_MSG.CodeRequired);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
    const ok = await call(changePassword, { token, body: { ...body, code: totpCode(secret) } });
    expect(ok.status).toBe(200);
  });
});

describe("user/change_email and user/confirm_email_change", () => {
  async function codeSentTo(email: string) {
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
    return /(\d{6})/.exec(mail.subject)![1];
  }

  it("sends a code to the new address; the right code switches it and tells the old address", async () => {
    const { user, token } = await createUser();
    const next = uniqueEmail("moved");
    const res = await call(changeEmail, { token, body: { email: next.toUpperCase(), password: DEFAULT_TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: true, message: EMAIL_MSG.sent(next), email: next });
    // nothing changes before the code
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const code = await codeSentTo(next);
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, purpose: "email_change" } });
    expect(stored.tokenHash).not.toContain(code);
    expect(stored.data).toEqual({ email: next });

    const wrongCode = code === "123456" ? "654321" : "123456";
    const wrong = await call(confirmEmail, { token, body: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(EMAIL_MSG.wrong(4));

    const ok = await call(confirmEmail, { token, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ result: true, message: EMAIL_MSG.changed(next), email: next });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(next);
    const notice = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email, subject: "Your Gigline e-mail address was changed" } });
    expect(notice.text).toContain(`Your Gigline e-mail address was changed to ${next}`);
    // the code works once; the new address signs in
    expect((await call(confirmEmail, { token, body: { code } })).json.error).toBe(EMAIL_MSG.noneWaiting);
    const signIn = await call(login, {
      body: { email: next, password: DEFAULT_TEST_PASSWORD },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a taken address, the same address, a wrong password and a bad address", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const taken = await call(changeEmail, { token, body: { email: other.user.email, password: DEFAULT_TEST_PASSWORD } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(MSG.EmailTaken);
    const same = await call(changeEmail, { token, body: { email: user.email, password: DEFAULT_TEST_PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.json.error).toBe(EMAIL_MSG.same);
    const wrong = await call(changeEmail, { token, body: { email: uniqueEmail(), password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(MSG.IncorrectPassword);
    const bad = await call(changeEmail, { token, body: { email: "not-an-address", password: DEFAULT_TEST_PASSWORD } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(MSG.InvalidEmail);
    expect(await db.authToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an address taken between the request and the code (409) and keeps the old one", async () => {
    const { user, token } = await createUser();
    const next = uniqueEmail("race");
    await call(changeEmail, { token, body: { email: next, password: DEFAULT_TEST_PASSWORD } });
    const code = await codeSentTo(next);
    await createUser({ email: next });
    const res = await call(confirmEmail, { token, body: { code } });
    expect(res.status).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("locks the code after 5 wrong tries, and a code expires", async () => {
    const { user, token } = await createUser();
    const next = uniqueEmail("locked");
    await call(changeEmail, { token, body: { email: next, password: DEFAULT_TEST_PASSWORD } });
    const code = await codeSentTo(next);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await call(confirmEmail, { token, body: { code: wrongCode } })).status).toBe(400);
    const locked = await call(confirmEmail, { token, body: { code } });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe(EMAIL_MSG.locked);

    // a new request replaces the locked code; an expired one is refused
    await call(changeEmail, { token, body: { email: next, password: DEFAULT_TEST_PASSWORD } });
    const fresh = await codeSentTo(next);
    await db.authToken.updateMany({
      where: { userId: user.id, purpose: "email_change" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call(confirmEmail, { token, body: { code: fresh } });
    expect(expired.status).toBe(400);
    expect(expired.json.error).toBe(EMAIL_MSG.expired);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("needs the authenticator code when two-step sign-in is on", async () => {
    const { user, token } = await createUser();
    const secret = await turnOnTotp(user.id);
    const next = uniqueEmail("mfa");
    const noCode = await call(changeEmail, { token, body: { email: next, password: DEFAULT_TEST_PASSWORD } });
    expect(noCode.status).toBe(400);
    expect(noCode.json.error).toBe(MFA_MSG.CodeRequired);
    const ok = await call(changeEmail, { token, body: { email: next, password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    expect(ok.status).toBe(200);
  });
});

describe("describeUserAgent", () => {
  it("names browsers, systems and devices, and says unknown for what it cannot read", () => {
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", os: "Unknown system", device: "Unknown device" });
    expect(describeUserAgent("okhttp/4.12.0").browser).toBe("okhttp");
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: "Safari 17", os: "iOS 17.5", device: "Mobile (iPhone)" });
  });
});
