import crypto from "node:crypto";
import { db, pool, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma, type User } from "@/lib/generated/prisma/client";

/**
 * Server-side sessions. Every sign-in (web cookie or API token) opens one Session row; the cookie or
 * token only carries its id (plus the user id and session version), and every request loads the session
 * together with its user in one query. Lifetimes (ASVS 5.0 V7.3, see docs/security.md):
 * - absolute: 30 days from sign-in, whatever the activity;
 * - inactivity: 24 hours for the web (shared or public computers), 7 days for API tokens (the mobile
 *   apps, on a personal phone behind its own screen lock);
 * - lastUsedAt is written at most every 5 minutes, so a busy session does not write on every request.
 */
export type SessionKind = "web" | "api";

const HOUR = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * HOUR;
export const SESSION_IDLE_MS: Record<SessionKind, number> = { web: 24 * HOUR, api: 7 * 24 * HOUR };
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

export type ClientInfo = { ip?: string; userAgent?: string };

export type LiveSession = { sessionId: string; user: User };

/**
 * Opens a session for the user; the id is 128 random bits (it also travels inside a signed token).
 * Sessions past their absolute end for a day are swept here, so the table holds about 30 days of sign-ins
 * per user (revoked ones stay until then: they are the "known addresses" of the sign-in throttle).
 */
export async function openSession(userId: string, kind: SessionKind, client: ClientInfo = {}, tx: Tx | typeof db = db) {
  const now = Date.now();
  await tx.session.deleteMany({ where: { userId, expiresAt: { lt: new Date(now - 24 * HOUR) } } });
  return tx.session.create({
    data: {
      id: crypto.randomBytes(16).toString("base64url"),
      userId,
      kind,
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      ip: (client.ip ?? "").slice(0, 100),
      userAgent: (client.userAgent ?? "").slice(0, 300),
    },
    select: { id: true, expiresAt: true },
  });
}

/**
 * The user of a live session, or null: unknown, revoked, past its absolute end, idle too long, the user
 * deleted, or the token's user/session version not the current one. ONE query: the user row joined to its
 * live session, with a flag that says whether lastUsedAt is due a refresh. Only then (at most every
 * SESSION_TOUCH_MS) does a second, guarded write move lastUsedAt on.
 * It runs on every signed-in request, so it is hand-written SQL on the shared pool (a named prepared
 * statement) instead of a Prisma read: Prisma's query building and result mapping cost more of the
 * server's CPU than the query itself. The row is the same `User` Prisma returns (every scalar field, the
 * timestamps as UTC Dates, Json parsed): tests/integration/user-session-read.test.ts compares the two.
 */
export async function loadSession(claims: SessionClaims): Promise<LiveSession | null> {
  const user = await querySession<User>(claims, (values) => ({ name: "gigline_load_session_v1", text: LOAD_SESSION_SQL, values }));
  return user ? { sessionId: claims.sid, user } : null;
}

export type SessionClaims = { sid: string; sub: string; sv?: number };

/**
 * A read that rides in the session's own statement (route({ auth: "joined" }), lib/http/route.ts): `sql`
 * is a scalar subquery (one column, at most one row) written with the placeholders it is given — `viewer`
 * for the signed-in user's id, `arg(i)` for its own `values[i]`. PostgreSQL evaluates it only when the
 * session is live (it is a column of the session's row), so a refused session reads nothing and the call
 * costs one round trip instead of two. `name` names the prepared statement (unique per read).
 */
export type JoinedRead<T> = {
  name: string;
  sql: (p: { viewer: string; arg: (i: number) => string }) => string;
  values: unknown[];
  /** turns the column's value (pg's parse of it: JSON arrives parsed) into the read's result */
  revive: (raw: unknown) => T;
};

/** Who a joined read's session belongs to: what a joined route decides on (its role) and reads as (its id). */
export type SessionIdentity = { id: string; type: User["type"] };

/**
 * The session's user's id and type and, in the same statement, `read` as that user sees it (null: the
 * session is not live). Only those two columns of the user: a hot read needs no more, and the other ~55
 * cost the server more to describe and parse than the read itself.
 */
export async function loadSessionWith<T>(
  claims: SessionClaims,
  read: JoinedRead<T>,
): Promise<{ sessionId: string; user: SessionIdentity; value: T } | null> {
  const row = await querySession<SessionIdentity & { [JOINED_COLUMN]: unknown }>(claims, (values) => ({
    name: `gigline_load_identity_v1_${read.name}`,
    text: `select s.id, s.type, s."touchDue", (${read.sql({ viewer: "$1", arg: (i) => `$${values.length + 1 + i}` })}) as "${JOINED_COLUMN}" from (${LOAD_IDENTITY_SQL}) s`,
    values: [...values, ...read.values],
  }));
  if (!row) return null;
  return { sessionId: claims.sid, user: { id: row.id, type: row.type }, value: read.revive(row[JOINED_COLUMN]) };
}

/** The session's row (the statement `select` makes of the checks' values), its lastUsedAt moved on when due. */
async function querySession<R>(
  claims: SessionClaims,
  select: (values: unknown[]) => { name: string; text: string; values: unknown[] },
): Promise<R | null> {
  const now = Date.now();
  const values = sessionValues(claims, now);
  if (!values) return null;
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  const statement = select(values);
  const { rows } = await pool().query<R & { touchDue: boolean }>({
    ...(named ? { name: statement.name } : {}),
    text: statement.text,
    values: statement.values,
  });
  if (!rows.length) return null;
  const { touchDue, ...row } = rows[0];
  if (touchDue) await touchSession(claims.sid, now);
  return row as R;
}

/** The values of SESSION_WHERE's placeholders ($1 …), or null when the claims cannot name a session. */
function sessionValues(claims: SessionClaims, now: number): unknown[] | null {
  if (!claims.sid || claims.sid.length > 64 || !claims.sub) return null;
  const at = (ms: number) => new Date(ms).toISOString().slice(0, -1); // UTC, as the TIMESTAMP(3) columns hold it
  return [
    claims.sub,
    claims.sid,
    claims.sv ?? null,
    at(now),
    at(now - SESSION_TOUCH_MS),
    ...SESSION_KINDS.map((kind) => at(now - SESSION_IDLE_MS[kind])),
  ];
}

/** Moves a used session's lastUsedAt on; guarded, so parallel requests of one session write once. */
async function touchSession(sessionId: string, now: number) {
  await db.session.updateMany({
    where: { id: sessionId, lastUsedAt: { lt: new Date(now - SESSION_TOUCH_MS) } },
    data: { lastUsedAt: new Date(now) },
  });
}

/** What a write call's own statement reads of its session's user (route auth "joined", ctx.session.inStatement). */
export type StatementSessionUser = SessionIdentity & Pick<User, "email" | "firstName" | "lastName" | "company" | "accountType">;

/**
 * The session check as a subquery of a caller's own statement (a write call's first statement: one round
 * trip less): one row — the user's id, type, e-mail and name fields, and "touchDue" — when the session is
 * live, none otherwise; the same rules as loadSession (one SESSION_WHERE). Null when the claims cannot name a
 * session. `touched` moves lastUsedAt on when the row said it was due.
 */
export function sessionRowSql(
  claims: SessionClaims,
  now = Date.now(),
): { sql: Prisma.Sql; touched: (row: { touchDue?: boolean }) => Promise<void> } | null {
  const values = sessionValues(claims, now);
  if (!values) return null;
  const text = `select u.id, u.type::text as type, u.email, u."firstName", u."lastName", u.company, u."accountType"::text as "accountType",
    s."lastUsedAt" < $5::timestamp as "touchDue" ${SESSION_WHERE}`;
  return { sql: positionalSql(text, values), touched: async (row) => (row.touchDue ? touchSession(claims.sid, now) : undefined) };
}

/** A statement written with $1 … placeholders as a Prisma.Sql fragment (each placeholder one parameter of it), to embed in another statement. */
function positionalSql(text: string, values: unknown[]): Prisma.Sql {
  const parts = text.split(/\$(\d+)/);
  const strings = parts.filter((_, i) => i % 2 === 0);
  const params = parts.filter((_, i) => i % 2 === 1).map((n) => values[Number(n) - 1]);
  return new Prisma.Sql(strings, params as ConstructorParameters<typeof Prisma.Sql>[1]);
}

// the joined read's column in the session's row (no User field has this name)
const JOINED_COLUMN = "__joined";

const SESSION_KINDS = Object.keys(SESSION_IDLE_MS) as SessionKind[];
// the User columns whose name differs from the field (@map in prisma/schema.prisma)
const USER_COLUMNS: Partial<Record<keyof User, string>> = { streetNumber: "street_number", deviceToken: "device_token" };
const userColumns = Object.keys(Prisma.UserScalarFieldEnum)
  .map((field) => `u."${USER_COLUMNS[field as keyof User] ?? field}" as "${field}"`)
  .join(", ");
// $1 user id, $2 session id, $3 session version (null: not checked), $4 now, $5 the touch threshold,
// then one "idle since" threshold per session kind
const SESSION_WHERE = `from "User" u join "Session" s on s."userId" = u.id
  where u.id = $1 and s.id = $2 and u."deletedAt" is null and ($3::int is null or u."sessionVersion" = $3::int)
    and s."revokedAt" is null and s."expiresAt" > $4::timestamp
    and (${SESSION_KINDS.map((kind, i) => `(s.kind = '${kind}' and s."lastUsedAt" > $${6 + i}::timestamp)`).join(" or ")})`;
const LOAD_SESSION_SQL = `select ${userColumns}, s."lastUsedAt" < $5::timestamp as "touchDue" ${SESSION_WHERE}`;
const LOAD_IDENTITY_SQL = `select u.id, u.type::text as type, s."lastUsedAt" < $5::timestamp as "touchDue" ${SESSION_WHERE}`;

/** Sign-out: ends one session. */
export async function revokeSession(sessionId: string) {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Password change/reset, account deletion: ends every session of the user (inside the caller's transaction). */
export async function revokeAllSessions(userId: string, tx: Tx | typeof db = db) {
  await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Whether the user signed in from this address in the last 30 days (the sign-in throttle trusts it more). */
export async function isKnownAddress(userId: string, ip: string) {
  if (!ip) return false;
  const found = await db.session.findFirst({
    where: { userId, ip, createdAt: { gte: new Date(Date.now() - SESSION_ABSOLUTE_MS) } },
    select: { id: true },
  });
  return found !== null;
}

/** The user's live sessions (not revoked, before their absolute end, not idle past their kind's limit), newest use first. */
export async function liveSessionsOf(userId: string, now = Date.now()) {
  return db.session.findMany({
    where: { userId, ...liveSessionWhere(now) },
    orderBy: [{ lastUsedAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, kind: true, createdAt: true, lastUsedAt: true, ip: true, userAgent: true },
  });
}

/**
 * Ends one live session of the user; false when the user has no such live session (someone else's id, an
 * ended one, or a made-up one all look the same to the caller).
 */
export async function revokeSessionOf(userId: string, sessionId: string, now = Date.now()) {
  const { count } = await db.session.updateMany({
    where: { id: sessionId, userId, ...liveSessionWhere(now) },
    data: { revokedAt: new Date(now) },
  });
  return count > 0;
}

/** "Sign out everywhere else": ends every live session of the user but `keepSessionId`; answers how many. */
export async function revokeOtherSessions(userId: string, keepSessionId: string, tx: Tx | typeof db = db, now = Date.now()) {
  const { count } = await tx.session.updateMany({
    where: { userId, id: { not: keepSessionId }, ...liveSessionWhere(now) },
    data: { revokedAt: new Date(now) },
  });
  return count;
}

/** SESSION_WHERE's session rules as a Prisma filter (an idle session is dead: nothing moves its lastUsedAt on again). */
function liveSessionWhere(now: number): Prisma.SessionWhereInput {
  return {
    revokedAt: null,
    expiresAt: { gt: new Date(now) },
    OR: SESSION_KINDS.map((kind) => ({ kind, lastUsedAt: { gt: new Date(now - SESSION_IDLE_MS[kind]) } })),
  };
}
