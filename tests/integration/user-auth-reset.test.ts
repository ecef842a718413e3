// Password reset: user/forgot_password → verify_resetcode → reset_newpassword, against real PostgreSQL.
// The code is read where a developer reads it: the mail outbox (and the console).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { MSG } from "@/lib/accounts/messages";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as verifyResetcode } from "@/app/api/user/verify_resetcode/route";
import { POST as resetNewpassword } from "@/app/api/user/reset_newpassword/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";

const ip = () => ({ "x-forwarded-for": uniqueIp() });

async function lastCode(email: string): Promise<string> {
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const m = /code is (\d{6})/.exec(mail.text);
  if (!m) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function requestCode(email: string) {
  const r = await call(forgotPassword, { body: { email }, headers: ip() });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return lastCode(email);
}

describe("password reset", () => {
  it("sends a code, verifies it, sets the new password and ends every old session", async () => {
    const { user, token } = await createUser();
    const sent = await call(forgotPassword, { body: { email: user.email.toUpperCase() }, headers: ip() });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ result: true, message: `We sent a 6-digit code to ${user.email}. It expires in 15 minutes.` });

    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    expect(mail.subject).toMatch(/code/i);
    const code = await lastCode(user.email);
    // stored hashed, never in clear
    const row = await db.passwordResetCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);

    const verified = await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ result: true, message: "Code verified. You can now choose a new password." });

    const reset = await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ result: true, message: "Your password has been reset. Please sign in with your new password." });

    // the old token is dead, the old password no longer works, the new one does
    const dead = await call(changePassword, { token, body: { old_password: "Fresh-password-7", new_password: "Other-password-8" } });
    expect(dead.status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() })).status).toBe(200);
  });

  it("refuses an unknown e-mail with 404 'Account does not exist' and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const r = await call(forgotPassword, { body: { email }, headers: ip() });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ result: false, error: MSG.AccountDoesNotExist });
    expect(await db.mailOutbox.count({ where: { to: email } })).toBe(0);
    const v = await call(verifyResetcode, { body: { email, code: "123456" }, headers: ip() });
    expect(v.status).toBe(404);
  });

  it("validates the code with the spec's messages", async () => {
    const { user } = await createUser();
    const empty = await call(verifyResetcode, { body: { email: user.email, code: "" }, headers: ip() });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(MSG.EmptyVerificationCode);
    const five = await call(verifyResetcode, { body: { email: user.email, code: "12345" }, headers: ip() });
    expect(five.json.error).toBe(MSG.InvalidVerificationCode);
    const letters = await call(verifyResetcode, { body: { email: user.email, code: "12a456" }, headers: ip() });
    expect(letters.json.error).toBe(MSG.InvalidVerificationCode);
    const shortPw = await call(resetNewpassword, { body: { email: user.email, code: "123456", password: "short" }, headers: ip() });
    expect(shortPw.json.error).toBe(MSG.ShortPasswordError);
  });

  it("refuses a wrong code and locks the code after 5 wrong tries, even for the right code", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    const wrong = otherCode(code);
    const left = [4, 3, 2, 1];
    for (const n of left) {
      const r = await call(verifyResetcode, { body: { email: user.email, code: wrong }, headers: ip() });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe(`Incorrect code. ${n} ${n === 1 ? "try" : "tries"} left.`);
    }
    const fifth = await call(verifyResetcode, { body: { email: user.email, code: wrong }, headers: ip() });
    expect(fifth.status).toBe(400);
    expect(fifth.json.error).toBe("Incorrect code. Too many wrong codes: please request a new code.");
    const locked = await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe("Too many wrong codes. Please request a new code.");
    // a new code works again
    const fresh = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code: fresh }, headers: ip() })).status).toBe(200);
  });

  it("parallel guesses cannot get past the 5-try lock", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    // 9 wrong guesses at once (the per-e-mail check limit is 10): only 5 may be judged
    const guesses = Array.from({ length: 9 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((g) => call(verifyResetcode, { body: { email: user.email, code: g }, headers: ip() })));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    const row = await db.passwordResetCode.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(row.attempts).toBe(5);
    const right = await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() });
    expect(right.status).toBe(429);
    expect(right.json.error).toBe("Too many wrong codes. Please request a new code.");
  });

  it("refuses an expired code", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    // 15 minutes pass
    await db.passwordResetCode.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r = await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("This code has expired. Please request a new code.");
  });

  it("a code works once: a second reset with it is refused", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    expect((await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() })).status).toBe(200);
    const again = await call(resetNewpassword, { body: { email: user.email, code, password: "Evil-password-66" }, headers: ip() });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("This code is no longer valid. Please request a new code.");
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(400);
    expect((await call(login, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() })).status).toBe(200);
  });

  it("two resets racing with one code: only one wins", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    const results = await Promise.all(
      ["Racer-password-1", "Racer-password-2"].map((password) => call(resetNewpassword, { body: { email: user.email, code, password }, headers: ip() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);
  });

  it("needs the code to be verified first, and the right code", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    const unverified = await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() });
    expect(unverified.status).toBe(409);
    expect(unverified.json.error).toBe("Please verify the code first.");
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    const wrong = await call(resetNewpassword, { body: { email: user.email, code: otherCode(code), password: "Fresh-password-7" }, headers: ip() });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/^Incorrect code\./);
    expect((await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(200);
  });

  it("takes the spec's payload (email, password) once the code was verified in the last 10 minutes", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    const early = await call(resetNewpassword, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() });
    expect(early.status).toBe(409);
    expect(early.json.error).toBe("Please verify the code first.");
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    const reset = await call(resetNewpassword, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() });
    expect(reset.status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() })).status).toBe(200);
    // used up: a second reset without a new code is refused
    const again = await call(resetNewpassword, { body: { email: user.email, password: "Other-password-9" }, headers: ip() });
    expect(again.status).toBe(400);
  });

  it("without the code, an old verification (over 10 minutes) is not enough", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    await db.passwordResetCode.updateMany({ where: { userId: user.id }, data: { verifiedAt: new Date(Date.now() - 11 * 60_000) } });
    const late = await call(resetNewpassword, { body: { email: user.email, password: "Fresh-password-7" }, headers: ip() });
    expect(late.status).toBe(409);
  });

  it("a new code supersedes the older one", async () => {
    const { user } = await createUser();
    const first = await requestCode(user.email);
    let second = await requestCode(user.email);
    while (second === first) second = await requestCode(user.email);
    const old = await call(verifyResetcode, { body: { email: user.email, code: first }, headers: ip() });
    expect(old.status).toBe(400);
    expect((await call(verifyResetcode, { body: { email: user.email, code: second }, headers: ip() })).status).toBe(200);
    expect(await db.passwordResetCode.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });

  it("a code of one account does not reset another account", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    const code = await requestCode(attacker.user.email);
    expect((await call(verifyResetcode, { body: { email: attacker.user.email, code }, headers: ip() })).status).toBe(200);
    // the attacker's own verified code sent with the victim's e-mail
    await requestCode(victim.user.email);
    const r = await call(resetNewpassword, { body: { email: victim.user.email, code, password: "Attacker-pass-1" }, headers: ip() });
    expect(r.status).toBe(409);
    const v = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(v.passwordHash).toBe(victim.user.passwordHash);
    expect(v.sessionVersion).toBe(victim.user.sessionVersion);
  });

  it("limits code requests per e-mail (5 per 15 minutes) and per IP (20)", async () => {
    const { user } = await createUser();
    for (let i = 0; i < 5; i++) expect((await call(forgotPassword, { body: { email: user.email }, headers: ip() })).status).toBe(200);
    const blocked = await call(forgotPassword, { body: { email: user.email }, headers: ip() });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many code requests\. Please try again in \d+ minutes?\.$/);

    const headers = ip();
    for (let i = 0; i < 20; i++) await call(forgotPassword, { body: { email: uniqueEmail("spray") }, headers });
    expect((await call(forgotPassword, { body: { email: uniqueEmail("spray") }, headers })).status).toBe(429);
  });

  it("limits code checks per e-mail (10 per 15 minutes) across fresh codes", async () => {
    const { user } = await createUser();
    let checks = 0;
    for (let round = 0; round < 2; round++) {
      const code = await requestCode(user.email);
      for (let i = 0; i < 5 && checks < 10; i++, checks++) {
        const r = await call(verifyResetcode, { body: { email: user.email, code: otherCode(code) }, headers: ip() });
        expect(r.status).toBe(400);
      }
    }
    const code = await requestCode(user.email);
    const blocked = await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many code checks/);
  });

  it("a deleted account cannot ask for a code", async () => {
    const { user } = await createUser({ deleted: true });
    const r = await call(forgotPassword, { body: { email: user.email }, headers: ip() });
    expect(r.status).toBe(404);
  });

  it("a social-only account can set a first password through the reset", async () => {
    const { user } = await createUser({ password: null });
    const code = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    expect((await call(resetNewpassword, { body: { email: user.email, code, password: "First-password-1" }, headers: ip() })).status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "First-password-1" }, headers: ip() })).status).toBe(200);
  });
});
