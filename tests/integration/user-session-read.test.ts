// The session read every signed-in request makes (lib/session/sessions.ts loadSession) is hand-written SQL: it
// must give the same User row Prisma gives, and refuse what the session rules refuse.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "../helpers/factories";
import { sqlPool } from "@/lib/sql-tx";
import {
  loadSession,
  loadSessionWith,
  openSession,
  sessionRowSql,
  type SessionClaims,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from "@/lib/session/sessions";

// the joined read (route auth "joined") checks the same session rules in its own statement: it must
// refuse and accept exactly what loadSession does, and read as the same user
const whoAmI = { name: "test_who_am_i", sql: ({ viewer }: { viewer: string }) => `select ${viewer}::text`, values: [], revive: String };
// and so does the check a write call puts in its own statement (sessionRowSql, ctx.session.inStatement)
async function both(claims: SessionClaims) {
  const joined = await loadSessionWith(claims, whoAmI);
  const inStatement = sessionRowSql(claims);
  const [row] = inStatement
    ? await sqlPool().$queryRaw<Record<string, unknown>[]>`WITH session AS (${inStatement.sql}) SELECT to_jsonb(session) AS s FROM session`
    : [];
  const live = await loadSession(claims);
  expect(joined === null, JSON.stringify(claims)).toBe(live === null);
  expect(row === undefined, JSON.stringify(claims)).toBe(live === null);
  if (live) {
    expect(joined).toEqual({ sessionId: live.sessionId, user: { id: live.user.id, type: live.user.type }, value: live.user.id });
    const u = live.user;
    expect(row.s).toMatchObject({
      id: u.id,
      type: u.type,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      company: u.company,
      accountType: u.accountType,
    });
  }
  return live;
}

describe("loadSession", () => {
  it("returns the same user row as Prisma, every field (mapped columns, JSON, dates, enums) included", async () => {
    const { user } = await createUser({
      type: "customer",
      data: {
        accountType: "company",
        company: "Acme Plumbing",
        streetNumber: "12",
        deviceToken: "device-abc",
        lat: 30.2672,
        lng: -97.7431,
        searchFilter: { keyword: "sink", distance: 25 },
        reviewScore: 4.5,
        lastActiveAt: new Date("2026-11-01T09:08:07.006Z"),
      },
    });
    const session = await openSession(user.id, "api");
    const live = await loadSession({ sub: user.id, sid: session.id, sv: 0 });
    expect(live?.sessionId).toBe(session.id);
    expect(live?.user).toEqual(await db.user.findUniqueOrThrow({ where: { id: user.id } }));
    // without a session version in the claims (older cookies) the version is not checked
    expect((await loadSession({ sub: user.id, sid: session.id }))?.user.id).toBe(user.id);
  });

  it("refuses a wrong user, version, revoked, expired or idle session, and a deleted user (the joined read too)", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser();
    const open = async (kind: "web" | "api") => (await openSession(user.id, kind)).id;

    const sid = await open("api");
    expect(await both({ sub: other.id, sid, sv: 0 })).toBeNull();
    expect(await both({ sub: user.id, sid, sv: 1 })).toBeNull();
    expect(await both({ sub: user.id, sid: "x".repeat(65), sv: 0 })).toBeNull();

    const revoked = await open("api");
    await db.session.update({ where: { id: revoked }, data: { revokedAt: new Date() } });
    expect(await both({ sub: user.id, sid: revoked, sv: 0 })).toBeNull();

    const expired = await open("api");
    await db.session.update({ where: { id: expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await both({ sub: user.id, sid: expired, sv: 0 })).toBeNull();

    // idle: a web session after a day, an API session only after a week
    const web = await open("web");
    const api = await open("api");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.session.updateMany({ where: { id: { in: [web, api] } }, data: { lastUsedAt: twoDaysAgo } });
    expect(2 * 24 * 60 * 60 * 1000).toBeGreaterThan(SESSION_IDLE_MS.web);
    expect(await both({ sub: user.id, sid: web, sv: 0 })).toBeNull();
    const stillLive = await both({ sub: user.id, sid: api, sv: 0 });
    expect(stillLive?.user.id).toBe(user.id);
    // and its use moved lastUsedAt on (it was due: older than SESSION_TOUCH_MS)
    const touched = await db.session.findUniqueOrThrow({ where: { id: api } });
    expect(touched.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - SESSION_TOUCH_MS);
    expect(touched.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_ABSOLUTE_MS);

    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    expect(await both({ sub: user.id, sid, sv: 0 })).toBeNull();
  });
});
