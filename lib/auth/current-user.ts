import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authSecret, verifyApiToken } from "@/lib/auth/tokens";
import { SESSION_COOKIES } from "@/lib/auth/session-cookie";
import type { User } from "@/lib/generated/prisma/client";

export type AuthUser = User;

/**
 * The signed-in user of an API call: `Authorization: Bearer <token>` (or a bare token) from user/login,
 * else the web session cookie. Both are checked against the database, so a token whose session version
 * is stale (password changed, account deleted) is refused at once.
 */
export async function getRequestUser(req: Request): Promise<AuthUser | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const token = header.replace(/^Bearer\s+/i, "").trim();
    const claims = token ? await verifyApiToken(token) : null;
    return claims ? loadUser(claims.sub, claims.sv) : null;
  }
  return userFromCookieHeader(req.headers.get("cookie"));
}

/** The signed-in user of a server component or server action (web session cookie). */
export async function getSessionUser(): Promise<AuthUser | null> {
  const jar = await cookies();
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (value) return userFromSessionToken(value);
  }
  return null;
}

async function userFromCookieHeader(cookieHeader: string | null) {
  if (!cookieHeader) return null;
  const jar = new Map(
    cookieHeader.split(";").map((part) => {
      const i = part.indexOf("=");
      return [part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim())] as const;
    }),
  );
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name);
    if (value) return userFromSessionToken(value);
  }
  return null;
}

async function userFromSessionToken(value: string) {
  const token = await decode({ token: value, secret: authSecret() }).catch(() => null);
  if (!token?.sub || typeof token.sv !== "number") return null;
  return loadUser(token.sub, token.sv);
}

async function loadUser(id: string, sessionVersion: number) {
  const user = await db.user.findUnique({ where: { id } });
  if (!user || user.deletedAt || user.sessionVersion !== sessionVersion) return null;
  return user;
}
