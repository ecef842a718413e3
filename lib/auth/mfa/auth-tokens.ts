import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuthTokenPurpose = "mfa_login" | "admin_setup" | "passkey_register" | "passkey_login";

/** 256 random bits, base64url; only its SHA-256 is stored, so a copy of the table opens nothing. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new one-use token for `purpose`, valid `ttlMs`; answers the token itself (shown once). */
export async function createAuthToken(
  input: { userId: string | null; purpose: AuthTokenPurpose; ttlMs: number; data?: Prisma.InputJsonValue },
  tx: Tx | typeof db = db,
): Promise<string> {
  const token = newOpaqueToken();
  await tx.authToken.create({
    data: {
      tokenHash: hashOpaqueToken(token),
      userId: input.userId,
      purpose: input.purpose,
      expiresAt: new Date(Date.now() + input.ttlMs),
      ...(input.data !== undefined ? { data: input.data } : {}),
    },
  });
  return token;
}

/** The token's row while it can still be used (right purpose, unused, unexpired, tries left); else null. */
export async function findLiveAuthToken(token: string, purpose: AuthTokenPurpose, maxAttempts: number) {
  if (!token || token.length > 200) return null;
  const row = await db.authToken.findUnique({ where: { tokenHash: hashOpaqueToken(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= new Date() || row.attempts >= maxAttempts) return null;
  return row.userId ? { ...row, userId: row.userId } : null;
}

/** Marks the token used, guarded: false when another request used it first, it expired or its tries ran out. */
export async function useAuthToken(tokenHash: string, maxAttempts: number, tx: Tx | typeof db = db): Promise<boolean> {
  const done = await tx.authToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: maxAttempts } },
    data: { usedAt: new Date() },
  });
  return done.count === 1;
}

/** Counts one wrong try; answers the tries now made (maxAttempts or more: the token is dead). */
export async function countAuthTokenMiss(tokenHash: string): Promise<number> {
  const rows = await db.authToken.updateManyAndReturn({
    where: { tokenHash, usedAt: null },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  return rows[0]?.attempts ?? Number.MAX_SAFE_INTEGER;
}
