// Passkeys (WebAuthn) through the route handlers on real PostgreSQL, with a software authenticator whose
// answers SimpleWebAuthn really verifies: registration, sign-in, origins, tickets, counters and ownership.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, uniqueIp } from "../helpers/api";
import { createUser, DEFAULT_TEST_PASSWORD } from "../helpers/factories";
import { SoftwareAuthenticator } from "../helpers/software-authenticator";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { hashOpaqueToken } from "@/lib/auth/mfa/auth-tokens";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { newTotpSecret, totpCode } from "@/lib/auth/mfa/totp";
import { siteOrigin } from "@/lib/env";
import { POST as registerOptions } from "@/app/api/user/passkey_register_options/route";
import { POST as registerVerify } from "@/app/api/user/passkey_register_verify/route";
import { POST as loginOptions } from "@/app/api/user/passkey_login_options/route";
import { POST as loginVerify } from "@/app/api/user/passkey_login_verify/route";
import { POST as getPasskeys } from "@/app/api/user/get_passkeys/route";
import { POST as renamePasskey } from "@/app/api/user/passkey_rename/route";
import { POST as deletePasskey } from "@/app/api/user/passkey_delete/route";
import { POST as getUser } from "@/app/api/user/get_user/route";

const ORIGIN = new URL(siteOrigin()).origin;
const ip = () => ({ "x-forwarded-for": uniqueIp() });

/** A user with one passkey registered through the calls; answers the user, its API token and the authenticator. */
async function userWithPasskey(opts: Parameters<typeof createUser>[0] = {}) {
  const made = await createUser(opts);
  const key = new SoftwareAuthenticator(ORIGIN);
  const start = await call(registerOptions, { token: made.token, body: { password: DEFAULT_TEST_PASSWORD } });
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  const done = await call(registerVerify, {
    token: made.token,
    body: { ticket: start.json.ticket, response: key.register(start.json.options), name: "Test key" },
  });
  expect(done.status, JSON.stringify(done.json)).toBe(200);
  return { ...made, key };
}

async function loginTicket(body: Record<string, unknown> = {}) {
  const r = await call(loginOptions, { body, headers: ip() });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json as { options: { challenge: string; rpId: string; allowCredentials?: { id: string }[] }; ticket: string };
}

describe("passkey registration", () => {
  it("registers a passkey after the password, stores the credential and lists it", async () => {
    const { user, token, key } = await userWithPasskey();
    const row = await db.passkeyCredential.findUniqueOrThrow({ where: { id: key.id } });
    expect(row).toMatchObject({ userId: user.id, name: "Test key", counter: 0n, transports: ["internal"] });
    expect(row.publicKey.length).toBeGreaterThan(60);
    const list = await call(getPasskeys, { token });
    expect(list.json.passkeys).toEqual([expect.objectContaining({ id: key.id, name: "Test key", lastUsedAt: null, backedUp: false })]);
  });

  it("asks for the password (and a TOTP code when on) and offers user verification as required", async () => {
    const { token } = await createUser();
    const wrong = await call(registerOptions, { token, body: { password: "Wrong-password-1" } });
    expect(wrong.status).toBe(400);
    const secret = newTotpSecret();
    const withTotp = await createUser({ data: { totpSecret: sealSecret(secret), totpEnabledAt: new Date() } });
    const noCode = await call(registerOptions, { token: withTotp.token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(noCode.json).toEqual({ result: false, error: MFA_MSG.CodeRequired });
    const ok = await call(registerOptions, { token: withTotp.token, body: { password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.options.authenticatorSelection).toMatchObject({ userVerification: "required" });
    expect(ok.json.options.rp.id).toBe(new URL(ORIGIN).hostname);
    const stored = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashOpaqueToken(ok.json.ticket) } });
    expect(stored).toMatchObject({ purpose: "passkey_register", userId: withTotp.user.id, usedAt: null });
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it("excludes the account's passkeys and refuses the same authenticator twice", async () => {
    const { token, key } = await userWithPasskey();
    const again = await call(registerOptions, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    expect(again.json.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const dup = await call(registerVerify, { token, body: { ticket: again.json.ticket, response: key.register(again.json.options) } });
    expect(dup.status).toBe(409);
  });

  it("refuses an answer made for another origin", async () => {
    const { token } = await createUser();
    const key = new SoftwareAuthenticator(ORIGIN);
    const start = await call(registerOptions, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    const r = await call(registerVerify, {
      token,
      body: { ticket: start.json.ticket, response: key.register(start.json.options, { origin: "https://evil.example" }) },
    });
    expect(r.json).toEqual({ result: false, error: PASSKEY_MSG.NotVerified });
    expect(await db.passkeyCredential.count({ where: { id: key.id } })).toBe(0);
  });

  it("refuses an authenticator that did not verify the person", async () => {
    const { token } = await createUser();
    const key = new SoftwareAuthenticator(ORIGIN);
    const start = await call(registerOptions, { token, body: { password: DEFAULT_TEST_PASSWORD } });
    const r = await call(registerVerify, {
      token,
      body: { ticket: start.json.ticket, response: key.register(start.json.options, { userVerified: false }) },
    });
    expect(r.status).toBe(400);
  });

  it("does not let one account finish another's registration ticket", async () => {
    const a = await createUser();
    const b = await createUser();
    const start = await call(registerOptions, { token: a.token, body: { password: DEFAULT_TEST_PASSWORD } });
    const r = await call(registerVerify, {
      token: b.token,
      body: { ticket: start.json.ticket, response: new SoftwareAuthenticator(ORIGIN).register(start.json.options) },
    });
    expect(r.status).toBe(403);
  });
});

describe("passkey sign-in", () => {
  it("signs in with a discoverable passkey: {user, token} like user/login, counter and lastUsedAt move", async () => {
    const { user, key } = await userWithPasskey();
    const { options, ticket } = await loginTicket();
    expect(options.allowCredentials ?? []).toEqual([]);
    const r = await call(loginVerify, {
      body: { ticket, response: key.assert(options) },
      headers: { ...ip(), "user-agent": "PasskeyTest/1" },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ result: true, user: expect.objectContaining({ _id: user.id }) });
    expect((await call(getUser, { token: r.json.token, body: { user_id: user.id } })).status).toBe(200);
    const row = await db.passkeyCredential.findUniqueOrThrow({ where: { id: key.id } });
    expect(row.counter).toBe(1n);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("offers the account's passkeys for its e-mail, and answers an unknown e-mail alike without naming it", async () => {
    const { user, key } = await userWithPasskey();
    const known = await loginTicket({ email: user.email });
    expect(known.options.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const unknown = await loginTicket({ email: "nobody.passkey@example.test" });
    expect(unknown.options.allowCredentials ?? []).toEqual([]);
    const r = await call(loginVerify, { body: { ticket: known.ticket, response: key.assert(known.options) }, headers: ip() });
    expect(r.status).toBe(200);
  });

  it("lets an admin in with a passkey alone: it is two factors", async () => {
    const secret = newTotpSecret();
    const user = await createUser({ type: "admin", data: { totpSecret: sealSecret(secret), totpEnabledAt: new Date() } });
    const key = new SoftwareAuthenticator(ORIGIN);
    const start = await call(registerOptions, { token: user.token, body: { password: DEFAULT_TEST_PASSWORD, code: totpCode(secret) } });
    const done = await call(registerVerify, {
      token: user.token,
      body: { ticket: start.json.ticket, response: key.register(start.json.options) },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const { options, ticket } = await loginTicket();
    const r = await call(loginVerify, { body: { ticket, response: key.assert(options) }, headers: ip() });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).not.toHaveProperty("mfaRequired");
    expect(r.json.user._id).toBe(user.user.id);
  });

  it("refuses an assertion made for another origin or another rpID", async () => {
    const { key } = await userWithPasskey();
    const a = await loginTicket();
    const wrongOrigin = await call(loginVerify, {
      body: { ticket: a.ticket, response: key.assert(a.options, { origin: "https://evil.example" }) },
      headers: ip(),
    });
    expect(wrongOrigin.json).toEqual({ result: false, error: PASSKEY_MSG.NotVerified });
    const b = await loginTicket();
    const wrongRp = await call(loginVerify, {
      body: { ticket: b.ticket, response: key.assert(b.options, { rpId: "evil.example" }) },
      headers: ip(),
    });
    expect(wrongRp.status).toBe(400);
  });

  it("spends the ticket on first use: a replay is refused", async () => {
    const { key } = await userWithPasskey();
    const { options, ticket } = await loginTicket();
    const response = key.assert(options);
    expect((await call(loginVerify, { body: { ticket, response }, headers: ip() })).status).toBe(200);
    const replay = await call(loginVerify, { body: { ticket, response }, headers: ip() });
    expect(replay.json).toEqual({ result: false, error: PASSKEY_MSG.TicketExpired });
    const other = await loginTicket();
    // the same assertion under a fresh ticket fails too: its challenge is the old one
    expect((await call(loginVerify, { body: { ticket: other.ticket, response }, headers: ip() })).status).toBe(400);
  });

  it("refuses a signature counter that goes backwards", async () => {
    const { key } = await userWithPasskey();
    const first = await loginTicket();
    key.counter = 10;
    expect((await call(loginVerify, { body: { ticket: first.ticket, response: key.assert(first.options) }, headers: ip() })).status).toBe(
      200,
    );
    const second = await loginTicket();
    const r = await call(loginVerify, {
      body: { ticket: second.ticket, response: key.assert(second.options, { counter: 5 }) },
      headers: ip(),
    });
    expect(r.json).toEqual({ result: false, error: PASSKEY_MSG.CounterRollback });
    expect((await db.passkeyCredential.findUniqueOrThrow({ where: { id: key.id } })).counter).toBe(11n);
  });

  it("refuses an unknown passkey and a passkey of a deleted account", async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    const a = await loginTicket();
    expect((await call(loginVerify, { body: { ticket: a.ticket, response: stranger.assert(a.options) }, headers: ip() })).json).toEqual({
      result: false,
      error: PASSKEY_MSG.UnknownPasskey,
    });
    const { user, key } = await userWithPasskey();
    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    const b = await loginTicket();
    expect((await call(loginVerify, { body: { ticket: b.ticket, response: key.assert(b.options) }, headers: ip() })).status).toBe(401);
  });

  it("limits sign-in attempts per address", async () => {
    const headers = ip();
    let last = 0;
    for (let i = 0; i < 51; i += 1)
      last = (
        await call(loginVerify, {
          body: { ticket: "x".repeat(43), response: { id: "a", rawId: "a", type: "public-key", response: {} } },
          headers,
        })
      ).status;
    expect(last).toBe(429);
  });
});

describe("managing passkeys", () => {
  it("renames and removes own passkeys; another account's id answers 404 and stays", async () => {
    const owner = await userWithPasskey();
    const other = await createUser();
    const rename = await call(renamePasskey, { token: owner.token, body: { id: owner.key.id, name: "Laptop" } });
    expect(rename.status).toBe(200);
    expect((await db.passkeyCredential.findUniqueOrThrow({ where: { id: owner.key.id } })).name).toBe("Laptop");
    expect((await call(renamePasskey, { token: other.token, body: { id: owner.key.id, name: "Mine" } })).status).toBe(404);
    const foreign = await call(deletePasskey, { token: other.token, body: { id: owner.key.id, password: DEFAULT_TEST_PASSWORD } });
    expect(foreign.json).toEqual({ result: false, error: PASSKEY_MSG.NotFound });
    expect(foreign.status).toBe(404);
    expect(await db.passkeyCredential.count({ where: { id: owner.key.id } })).toBe(1);
    const wrongPassword = await call(deletePasskey, { token: owner.token, body: { id: owner.key.id, password: "Wrong-password-1" } });
    expect(wrongPassword.status).toBe(400);
    const removed = await call(deletePasskey, { token: owner.token, body: { id: owner.key.id, password: DEFAULT_TEST_PASSWORD } });
    expect(removed.json).toEqual({ result: true, message: PASSKEY_MSG.Removed });
    expect(await db.passkeyCredential.count({ where: { id: owner.key.id } })).toBe(0);
    const { options, ticket } = await loginTicket();
    expect((await call(loginVerify, { body: { ticket, response: owner.key.assert(options) }, headers: ip() })).status).toBe(401);
  });
});
