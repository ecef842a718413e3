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
 * (lib/http/unique-violation.ts answers that race).
 */
export async function assertEmailAvailable(email: string, tx?: Tx): Promise<void> {
  const client = tx ?? db;
  // exact match: addresses are stored lower-cased, so this is the unique index
  const existing = await client.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true } });
  if (existing) throw conflict(MSG.EmailTaken);
}
