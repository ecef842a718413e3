import crypto from "node:crypto";
import { db, type Tx } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";

/**
 * Server-side sessions. Every sign-in (web cookie or API token) opens one Session row; the cookie or
 * token only carries its id (plus the user id and session version), and every request loads the session
 * together with its user in one query. Lifetimes (ASVS 5.0 V7.3, see docs/notes-h7-auth.md):
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
 * deleted, or the token's user/session version not the current one. ONE query: the user row, filtered by
 * an EXISTS on its live session, with a count that says whether lastUsedAt is due a refresh. Only then
 * (at most every SESSION_TOUCH_MS) does a second, guarded write move lastUsedAt on.
 */
export async function loadSession(claims: { sid: string; sub: string; sv?: number }): Promise<LiveSession | null> {
  if (!claims.sid || claims.sid.length > 64 || !claims.sub) return null;
  const now = Date.now();
  const row = await db.user.findFirst({
    where: {
      id: claims.sub,
      deletedAt: null,
      ...(claims.sv !== undefined ? { sessionVersion: claims.sv } : {}),
      sessions: {
        some: {
          id: claims.sid,
          revokedAt: null,
          expiresAt: { gt: new Date(now) },
          OR: (Object.keys(SESSION_IDLE_MS) as SessionKind[]).map((kind) => ({
            kind,
            lastUsedAt: { gt: new Date(now - SESSION_IDLE_MS[kind]) },
          })),
        },
      },
    },
    include: { _count: { select: { sessions: { where: { id: claims.sid, lastUsedAt: { lt: new Date(now - SESSION_TOUCH_MS) } } } } } },
  });
  if (!row) return null;
  const { _count, ...user } = row;
  if (_count.sessions > 0) {
    // guarded, so parallel requests of one session write once
    await db.session.updateMany({
      where: { id: claims.sid, lastUsedAt: { lt: new Date(now - SESSION_TOUCH_MS) } },
      data: { lastUsedAt: new Date(now) },
    });
  }
  return { sessionId: claims.sid, user };
}

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
