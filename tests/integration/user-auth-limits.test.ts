// Sign-in throttle (no lock-out button), sign-up limit and the common-password refusal, on real PostgreSQL.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueEmail, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD, pdfFile } from "../helpers/factories";
import { COMMON_PASSWORD } from "@/lib/accounts/common-passwords";
import { POST as login } from "@/app/api/user/login/route";
import { POST as registerCustomer } from "@/app/api/user/register_customer/route";
import { POST as registerProvider } from "@/app/api/user/register_provider/route";
import { POST as changePassword } from "@/app/api/user/change_password/route";
import { POST as forgotPassword } from "@/app/api/user/forgot_password/route";
import { POST as verifyResetcode } from "@/app/api/user/verify_resetcode/route";
import { POST as resetNewpassword } from "@/app/api/user/reset_newpassword/route";

const at = (address: string) => ({ "x-forwarded-for": address });
const ip = () => at(uniqueIp());
let octet = 0;
/** Addresses of a "botnet", distinct from uniqueIp()'s 10.x ones. */
const botIp = () => at(`172.${16 + (process.pid % 16)}.${Math.floor(++octet / 250) % 250}.${octet % 250}`);

const signIn = (email: string, password: string, headers: Record<string, string>) => call(login, { body: { email, password }, headers });

/** Lets the current wait of every throttle row of this account pass, as if the attacker waited it out. */
async function waitOut(email: string) {
  await db.signInThrottle.updateMany({ where: { key: { contains: email } }, data: { blockedUntil: new Date(Date.now() - 1000) } });
}

function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    accountType: "company",
    company: "Acme Staffing LLC",
    email: uniqueEmail("limits"),
    phone: "+1 555 010 0200",
    location: "Austin, TX, USA",
    city: "Austin",
    state: "TX",
    lat: 30.27,
    lng: -97.74,
    password: "Secret-pass-1",
    terms: true,
    ...overrides,
  };
}

async function resetCodeFor(email: string) {
  expect((await call(forgotPassword, { body: { email }, headers: ip() })).status).toBe(200);
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const code = /code is (\d{6})/.exec(mail.text)![1];
  expect((await call(verifyResetcode, { body: { email, code }, headers: ip() })).status).toBe(200);
  return code;
}

describe("sign-in throttle", () => {
  it("the owner still signs in from another address after an attacker's 12 wrong guesses", async () => {
    const { user } = await createUser();
    const attacker = ip();
    for (let i = 0; i < 12; i++) {
      await waitOut(user.email);
      const r = await signIn(user.email, `Wrong-guess-${i}`, attacker);
      expect(r.status, `guess ${i}`).toBe(401);
    }
    const owner = await signIn(user.email, DEFAULT_TEST_PASSWORD, ip());
    expect(owner.status).toBe(200);
    expect(owner.json.user._id).toBe(user.id);
    // while the attacker's address now waits the longest step, 15 minutes, even with the right password
    const slowed = await signIn(user.email, DEFAULT_TEST_PASSWORD, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.json.error).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
  });

  it("repeated wrong guesses from one address are slowed down with a growing wait", async () => {
    const { user } = await createUser();
    const attacker = ip();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `Wrong-guess-${i}`, attacker)).status).toBe(401);
    const first = await signIn(user.email, `Wrong-guess-5`, attacker);
    expect(first.status).toBe(429);
    expect(first.json.error).toMatch(/^Too many sign-in attempts\. Please try again in 1[45] seconds\.$/);
    await waitOut(user.email);
    expect((await signIn(user.email, `Wrong-guess-6`, attacker)).status).toBe(401);
    const second = await signIn(user.email, `Wrong-guess-7`, attacker);
    expect(second.status).toBe(429);
    expect(second.json.error).toMatch(/in (29|30) seconds\.$/);
    // a refused attempt is not even checked: the right password waits too
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, attacker)).status).toBe(429);
  });

  it("a successful sign-in clears its address's failures", async () => {
    const { user } = await createUser();
    const mine = ip();
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, `Typo-pass-${i}`, mine)).status).toBe(401);
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, mine)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, `Typo-pass-${i}`, mine)).status).toBe(401);
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, mine)).status).toBe(200);
  });

  it("caps guesses per account across many addresses, except from the owner's known addresses; a reset clears it", async () => {
    const { user } = await createUser();
    const home = ip();
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await signIn(user.email, `Bot-guess-${i}`, botIp())).status).toBe(401);
    // a new address is refused before its guess is even checked
    const fromNew = await signIn(user.email, DEFAULT_TEST_PASSWORD, botIp());
    expect(fromNew.status).toBe(429);
    expect(fromNew.json.error).toMatch(
      /^Too many failed sign-ins on this account\. Please try again in \d+ minutes?, or use Forgot Password to set a new password\.$/,
    );
    // the owner at home is not locked out
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, home)).status).toBe(200);
    // the wait grows with each further failure
    await waitOut(user.email);
    expect((await signIn(user.email, "Bot-guess-20", botIp())).status).toBe(401);
    const row = await db.signInThrottle.findUniqueOrThrow({ where: { key: `account:${user.email}` } });
    expect(row.failures).toBe(21);
    expect(row.blockedUntil.getTime() - Date.now()).toBeGreaterThan(100_000);
    // a password reset proves the mailbox and starts the account afresh
    const code = await resetCodeFor(user.email);
    expect((await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() })).status).toBe(
      200,
    );
    expect((await signIn(user.email, "Fresh-password-7", botIp())).status).toBe(200);
  });
});

describe("sign-up limit", () => {
  it("register_customer answers 429 after 20 sign-ups from one address in an hour; other addresses go on", async () => {
    const headers = ip();
    for (let i = 0; i < 20; i++) {
      const r = await call(registerCustomer, { body: customerBody(), headers });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    const body = customerBody();
    const blocked = await call(registerCustomer, { body, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many sign-ups from this network\. Please try again in \d+ minutes?\.$/);
    expect(await db.user.count({ where: { email: body.email } })).toBe(0);
    expect((await call(registerCustomer, { body: customerBody(), headers: ip() })).status).toBe(200);
  });
});

describe("common passwords", () => {
  it("refuses 'password' and other listed passwords at sign-up, whatever the case", async () => {
    for (const password of ["password", "PASSWORD", "Password1", "iloveyou", "12345678", "qwertyuiop"]) {
      const body = customerBody({ password });
      const r = await call(registerCustomer, { body, headers: ip() });
      expect(r.status, password).toBe(400);
      expect(r.json).toEqual({ result: false, error: COMMON_PASSWORD });
      expect(await db.user.count({ where: { email: body.email } })).toBe(0);
    }
    // ordinary strong ones are fine
    expect((await call(registerCustomer, { body: customerBody({ password: "Harbor-Lantern-42" }), headers: ip() })).status).toBe(200);
  });

  it("refuses 'password' at the employee sign-up", async () => {
    const fd = new FormData();
    const fields: Record<string, string> = {
      firstName: "Riley",
      lastName: "Chen",
      email: uniqueEmail("common"),
      phone: "(303) 555-0199",
      location: "Denver, CO 80202",
      city: "Denver",
      state: "CO",
      password: "password",
      terms: "true",
      categories: "[]",
      title: "Reliable warehouse associate",
      overview: "Five years of picking, packing and forklift work in busy distribution centers.",
      skills: JSON.stringify(["Forklift"]),
      hourlyRate: "24",
      educations: JSON.stringify([{ name: "Denver Tech College", degree: "Certificate", fieldOfStudy: "Logistics", from: 2015, to: 2016 }]),
      employments: JSON.stringify([{ company: "Front Range Supply", role: "Picker", from: 2017, to: null }]),
    };
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    fd.set("resume", pdfFile());
    const r = await call(registerProvider, { body: fd, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(COMMON_PASSWORD);
    expect(await db.user.count({ where: { email: fields.email } })).toBe(0);
  });

  it("refuses 'password' as a new password at change_password, and keeps the old one", async () => {
    const { user, token } = await createUser();
    const r = await call(changePassword, { token, body: { old_password: DEFAULT_TEST_PASSWORD, new_password: "password" } });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(COMMON_PASSWORD);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toBe(user.passwordHash);
  });

  it("refuses 'password' at reset_newpassword, and the code stays usable for a good password", async () => {
    const { user } = await createUser();
    const code = await resetCodeFor(user.email);
    const bad = await call(resetNewpassword, { body: { email: user.email, code, password: "password" }, headers: ip() });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(COMMON_PASSWORD);
    expect((await signIn(user.email, "password", ip())).status).toBe(401);
    const good = await call(resetNewpassword, { body: { email: user.email, code, password: "Fresh-password-7" }, headers: ip() });
    expect(good.status).toBe(200);
  });
});

describe("user/check_password", () => {
  it("answers the common-password message before an employee sign-up, and accepts a good password", async () => {
    const { POST: checkPassword } = await import("@/app/api/user/check_password/route");
    const bad = await call(checkPassword, { body: { password: "Password123" }, headers: ip() });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ result: false, error: COMMON_PASSWORD });
    const good = await call(checkPassword, { body: { password: "Sup3r-secret-pass" }, headers: ip() });
    expect(good.json).toEqual({ result: true, acceptable: true });
  });
});
