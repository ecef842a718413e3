// Password reset: user/forgot_password → verify_resetcode (→ a one-time token) → reset_newpassword, against
// real PostgreSQL. The code is read where a developer reads it: the mail outbox (and the console).
import crypto from "node:crypto";
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
import { RESET_PROOF_MISSING } from "@/lib/accounts/schemas";

const ip = () => ({ "x-forwarded-for": uniqueIp() });
const at = (address: string) => ({ "x-forwarded-for": address });
const BAD_TOKEN = "This password reset has expired or was already used. Please request a new code.";

async function lastCode(email: string): Promise<string> {
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const m = /code is (\d{6})/.exec(mail.text);
  if (!m) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function requestCode(email: string, headers = ip()) {
  const r = await call(forgotPassword, { body: { email }, headers });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return lastCode(email);
}

/** forgot_password and verify_resetcode: the token verify_resetcode answers. */
async function resetToken(email: string, headers = ip()): Promise<string> {
  const code = await requestCode(email, headers);
  const v = await call(verifyResetcode, { body: { email, code }, headers });
  expect(v.status, JSON.stringify(v.json)).toBe(200);
  return v.json.token;
}

describe("password reset", () => {
  it("sends a code, verifies it, sets the new password and ends every old session", async () => {
    const { user, token: apiToken } = await createUser();
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
    expect(verified.json).toEqual({
      result: true,
      message: "Code verified. You can now choose a new password.",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const token: string = verified.json.token;
    // only the SHA-256 of the token is stored, good for 10 minutes
    const verifiedRow = await db.passwordResetCode.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(verifiedRow.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    const ttl = verifiedRow.tokenExpiresAt!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    const reset = await call(resetNewpassword, { body: { email: user.email, token, password: "Fresh-password-7" }, headers: ip() });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ result: true, message: "Your password has been reset. Please sign in with your new password." });

    // the owner hears of it
    const notice = await db.mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    expect(notice.subject).toBe("Your Gigline password was changed");
    expect(notice.text).toContain("was reset with a code sent to this address");
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);

    // the old token is dead, the old password no longer works, the new one does
    const dead = await call(changePassword, {
      token: apiToken,
      body: { old_password: "Fresh-password-7", new_password: "Other-password-8" },
    });
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
    // 9 wrong guesses at once from 9 addresses: only 5 may be judged
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
    expect((await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() })).status).toBe(
      200,
    );
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
      ["Racer-password-1", "Racer-password-2"].map((password) =>
        call(resetNewpassword, { body: { email: user.email, code, password }, headers: ip() }),
      ),
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
    const wrong = await call(resetNewpassword, {
      body: { email: user.email, code: otherCode(code), password: "Fresh-password-7" },
      headers: ip(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/^Incorrect code\./);
    expect((await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: ip() })).status).toBe(200);
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

  it("a deleted account cannot ask for a code", async () => {
    const { user } = await createUser({ deleted: true });
    const r = await call(forgotPassword, { body: { email: user.email }, headers: ip() });
    expect(r.status).toBe(404);
  });

  it("a social-only account can set a first password through the reset", async () => {
    const { user } = await createUser({ password: null });
    const code = await requestCode(user.email);
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
    expect((await call(resetNewpassword, { body: { email: user.email, code, password: "First-password-1" }, headers: ip() })).status).toBe(
      200,
    );
    expect((await call(login, { body: { email: user.email, password: "First-password-1" }, headers: ip() })).status).toBe(200);
  });
});

describe("the reset token", () => {
  it("refuses someone who knows only the e-mail after the owner verified, and the owner's reset still works", async () => {
    const { user } = await createUser();
    const token = await resetToken(user.email);
    // the spec's bare payload, from another client, right after the owner's verification
    const takeover = await call(resetNewpassword, { body: { email: user.email, password: "Attacker-pass-1" }, headers: ip() });
    expect(takeover.status).toBe(400);
    expect(takeover.json).toEqual({ result: false, error: RESET_PROOF_MISSING });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toBe(user.passwordHash);

    const owner = await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: ip() });
    expect(owner.status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "Harbor-Lantern-42" }, headers: ip() })).status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "Attacker-pass-1" }, headers: ip() })).status).toBe(401);
  });

  it("works once: a replayed token is refused", async () => {
    const { user } = await createUser();
    const token = await resetToken(user.email);
    expect(
      (await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: ip() })).status,
    ).toBe(200);
    const replay = await call(resetNewpassword, { body: { email: user.email, token, password: "Replayed-pass-77" }, headers: ip() });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe(BAD_TOKEN);
    expect((await call(login, { body: { email: user.email, password: "Harbor-Lantern-42" }, headers: ip() })).status).toBe(200);
  });

  it("is bound to its account: sent with another account's e-mail it is refused", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    const token = await resetToken(attacker.user.email);
    await requestCode(victim.user.email);
    const r = await call(resetNewpassword, { body: { email: victim.user.email, token, password: "Attacker-pass-1" }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(BAD_TOKEN);
    const v = await db.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(v.passwordHash).toBe(victim.user.passwordHash);
    expect(v.sessionVersion).toBe(victim.user.sessionVersion);
    // not used up by the refusal: it still resets its own account
    expect(
      (await call(resetNewpassword, { body: { email: attacker.user.email, token, password: "Harbor-Lantern-42" }, headers: ip() })).status,
    ).toBe(200);
  });

  it("expires after 10 minutes", async () => {
    const { user } = await createUser();
    const token = await resetToken(user.email);
    // 10 minutes pass
    await db.passwordResetCode.updateMany({ where: { userId: user.id }, data: { tokenExpiresAt: new Date(Date.now() - 1000) } });
    const r = await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(BAD_TOKEN);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
  });

  it("dies when a new code is sent, and an unknown token is refused", async () => {
    const { user } = await createUser();
    const token = await resetToken(user.email);
    await requestCode(user.email);
    const r = await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(BAD_TOKEN);
    const made = await call(resetNewpassword, {
      body: { email: user.email, token: crypto.randomBytes(32).toString("base64url"), password: "Harbor-Lantern-42" },
      headers: ip(),
    });
    expect(made.status).toBe(400);
    expect(made.json.error).toBe(BAD_TOKEN);
  });

  it("a refused password leaves the token usable", async () => {
    const { user } = await createUser({ firstName: "Marisol", lastName: "Quintero" });
    const token = await resetToken(user.email);
    const own = await call(resetNewpassword, { body: { email: user.email, token, password: "Marisol1987!" }, headers: ip() });
    expect(own.status).toBe(400);
    expect(own.json.error).toBe(MSG.ContextPassword);
    const site = await call(resetNewpassword, { body: { email: user.email, token, password: "Gigline2024!" }, headers: ip() });
    expect(site.json.error).toBe(MSG.ContextPassword);
    const blank = await call(resetNewpassword, { body: { email: user.email, token, password: "          " }, headers: ip() });
    expect(blank.json.error).toBe(MSG.BlankPassword);
    expect(
      (await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: ip() })).status,
    ).toBe(200);
  });
});

describe("reset limits a stranger cannot spend for the owner", () => {
  it("a stranger's wrong codes from one address burn only that code; the owner from another address still resets", async () => {
    const { user } = await createUser();
    const stranger = at(uniqueIp());
    const owner = at(uniqueIp());
    const attacked = await requestCode(user.email, stranger);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await call(verifyResetcode, { body: { email: user.email, code: otherCode(attacked) }, headers: stranger });
      statuses.push(r.status);
    }
    // 5 judged wrong, then the code is locked, then the stranger's own (e-mail, address) budget of 10 is spent
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await call(verifyResetcode, { body: { email: user.email, code: attacked }, headers: stranger });
    expect(limited.json.error).toMatch(/^Too many code checks/);

    // the attacked code is burnt, even for its owner
    const burnt = await call(verifyResetcode, { body: { email: user.email, code: attacked }, headers: owner });
    expect(burnt.status).toBe(429);
    expect(burnt.json.error).toBe("Too many wrong codes. Please request a new code.");

    // a fresh code from the owner's address verifies and resets
    const token = await resetToken(user.email, owner);
    expect(
      (await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: owner })).status,
    ).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "Harbor-Lantern-42" }, headers: owner })).status).toBe(200);
  });

  it("a stranger's wrong codes against an older code leave the owner's newer code alone", async () => {
    const { user } = await createUser();
    const stranger = at(uniqueIp());
    const old = await requestCode(user.email, stranger);
    for (let i = 0; i < 3; i++) await call(verifyResetcode, { body: { email: user.email, code: otherCode(old) }, headers: stranger });
    const owner = at(uniqueIp());
    const fresh = await requestCode(user.email, owner);
    const row = await db.passwordResetCode.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(row.attempts).toBe(0);
    expect((await call(verifyResetcode, { body: { email: user.email, code: fresh }, headers: owner })).status).toBe(200);
  });

  it("limits code requests per (e-mail, address): 5 per 15 minutes; other addresses still get codes", async () => {
    const { user } = await createUser();
    const headers = ip();
    for (let i = 0; i < 5; i++) expect((await call(forgotPassword, { body: { email: user.email }, headers })).status).toBe(200);
    const blocked = await call(forgotPassword, { body: { email: user.email }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many code requests\. Please try again in \d+ minutes?\.$/);
    expect((await call(forgotPassword, { body: { email: user.email }, headers: ip() })).status).toBe(200);
  });

  it("limits code requests per address across e-mails (20 per 15 minutes)", async () => {
    const headers = ip();
    for (let i = 0; i < 20; i++) await call(forgotPassword, { body: { email: uniqueEmail("spray") }, headers });
    expect((await call(forgotPassword, { body: { email: uniqueEmail("spray") }, headers })).status).toBe(429);
  });

  it("caps codes per account a day from unknown addresses, but never from an address the owner signed in from", async () => {
    const { user } = await createUser();
    const home = at(uniqueIp());
    // the owner signed in from home before
    expect((await call(login, { body: { email: user.email, password: DEFAULT_TEST_PASSWORD }, headers: home })).status).toBe(200);
    // strangers from 20 addresses use up the account's daily cap
    for (let i = 0; i < 20; i++) expect((await call(forgotPassword, { body: { email: user.email }, headers: ip() })).status).toBe(200);
    const capped = await call(forgotPassword, { body: { email: user.email }, headers: ip() });
    expect(capped.status).toBe(429);
    expect(capped.json.error).toMatch(/^Too many code requests for this account\. Please try again in \d+ minutes?\.$/);
    // the owner at home still gets a code, and it works
    const token = await resetToken(user.email, home);
    expect(
      (await call(resetNewpassword, { body: { email: user.email, token, password: "Harbor-Lantern-42" }, headers: home })).status,
    ).toBe(200);
  });

  it("limits code checks per (e-mail, address) across fresh codes (10 per 15 minutes)", async () => {
    const { user } = await createUser();
    const headers = ip();
    for (let round = 0; round < 2; round++) {
      const code = await requestCode(user.email, ip());
      for (let i = 0; i < 5; i++) {
        const r = await call(verifyResetcode, { body: { email: user.email, code: otherCode(code) }, headers });
        expect(r.status).toBe(400);
      }
    }
    const code = await requestCode(user.email, ip());
    const blocked = await call(verifyResetcode, { body: { email: user.email, code }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many code checks/);
    // the same code from another address is fine
    expect((await call(verifyResetcode, { body: { email: user.email, code }, headers: ip() })).status).toBe(200);
  });
});
