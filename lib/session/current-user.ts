import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { verifyApiToken } from "@/lib/session/tokens";
import { authSecret } from "@/lib/env";
import { loadSession, type LiveSession, type SessionClaims } from "@/lib/session/sessions";
import { SESSION_COOKIES } from "@/lib/session/cookie";
import type { User } from "@/lib/generated/prisma/client";
import { verifiedCache } from "@/lib/session/verified-cache";

export type AuthUser = User;

/**
 * The signed-in user of an API call: `Authorization: Bearer <token>` (or a bare token) from user/login,
 * else the web session cookie. Either way the server-side session is loaded with its user in one query,
 * so a signed-out, expired or revoked session (password changed, account deleted) is refused at once.
 */
export async function getRequestUser(req: Request): Promise<AuthUser | null> {
  return (await getRequestSession(req))?.user ?? null;
}

/** The session behind a request (its id is what user/logout revokes). */
export async function getRequestSession(req: Request): Promise<LiveSession | null> {
  const claims = await getRequestClaims(req);
  return claims ? loadSession(claims) : null;
}

/**
 * What a request's bearer token or session cookie claims (its signature checked, no database read): the
 * session it names is checked by loadSession / loadSessionWith. Null when it carries neither, or a bad one.
 */
export async function getRequestClaims(req: Request): Promise<SessionClaims | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const token = header.replace(/^Bearer\s+/i, "").trim();
    return token ? verifyApiToken(token) : null;
  }
  const value = sessionCookieValue(parseCookies(req.headers.get("cookie")));
  return value ? cookieClaims(value) : null;
}

/** The signed-in user of a server component or server action (web session cookie). */
export async function getSessionUser(): Promise<AuthUser | null> {
  const jar = await cookies();
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (value) return (await sessionFromCookieValue(value))?.user ?? null;
  }
  return null;
}

/** The web session of a next-auth cookie value (the JWT carries sub, sv and sid). */
export async function sessionFromCookieValue(value: string): Promise<LiveSession | null> {
  const claims = await cookieClaims(value);
  return claims ? loadSession(claims) : null;
}

// Cookie values already decrypted, until their expiry (lib/session/verified-cache.ts).
const decoded = verifiedCache<{ sub: string; sv: number; sid: string }>();

async function cookieClaims(value: string) {
  const secret = authSecret();
  const hit = decoded.get(value, secret);
  if (hit) return hit;
  const token = await decode({ token: value, secret }).catch(() => null);
  if (!token?.sub || typeof token.sv !== "number" || typeof token.sid !== "string") return null;
  const claims = { sub: token.sub, sv: token.sv, sid: token.sid };
  if (typeof token.exp === "number") decoded.set(value, secret, token.exp, claims);
  return claims;
}

export function sessionCookieValue(jar: Map<string, string>): string | null {
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name);
    if (value) return value;
  }
  return null;
}

export function parseCookies(cookieHeader: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    try {
      jar.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      // a malformed cookie is simply not ours
    }
  }
  return jar;
}
