import { db, type Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";

/** Normalised form every account e-mail is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Refuses (409 MSG.EmailTaken) when an account already uses this address. Deleted accounts do not
 * count: deleting rewrites their e-mail. The unique index still guards the race between two sign-ups
 * (see isUniqueViolation).
 */
export async function assertEmailAvailable(email: string, tx?: Tx): Promise<void> {
  const client = tx ?? db;
  // exact match: addresses are stored lower-cased, so this is the unique index
  const existing = await client.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true } });
  if (existing) throw conflict(MSG.EmailTaken);
}

/**
 * True when a Prisma error is the unique violation (P2002) of User.email or of (socialType, socialId).
 * The driver adapter reports the constraint in meta.target or only in the message, so read both.
 */
export function isUniqueViolation(err: unknown, field: "email" | "social"): boolean {
  if (!err || typeof err !== "object" || (err as { code?: string }).code !== "P2002") return false;
  const text = JSON.stringify((err as { meta?: unknown }).meta ?? {}) + String((err as Error).message ?? "");
  return field === "email" ? /email/i.test(text) : /social/i.test(text);
}
