// A passkey ceremony's challenge lives in an AuthToken (lib/auth/mfa/auth-tokens.ts): the client holds the
// ticket, only its SHA-256 is stored, it lasts 5 minutes and the first answer spends it, right or wrong.
import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { createAuthToken, hashOpaqueToken } from "@/lib/auth/mfa/auth-tokens";
import { PASSKEY_MSG } from "@/lib/auth/passkeys/messages";
import { PASSKEY_TICKET_TTL_MS } from "@/lib/auth/passkeys/relying-party";

export type PasskeyPurpose = "passkey_register" | "passkey_login";

export function createPasskeyTicket(userId: string | null, purpose: PasskeyPurpose, challenge: string): Promise<string> {
  return createAuthToken({ userId, purpose, ttlMs: PASSKEY_TICKET_TTL_MS, data: { challenge } });
}

/**
 * Spends the ticket (one guarded update) and answers its challenge and account (null: a sign-in that
 * started without an e-mail). A second use, an expired ticket or one of another purpose answers 400.
 */
export async function spendPasskeyTicket(ticket: string, purpose: PasskeyPurpose): Promise<{ challenge: string; userId: string | null }> {
  const rows = await db.authToken.updateManyAndReturn({
    where: { tokenHash: hashOpaqueToken(ticket), purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
    select: { userId: true, data: true },
  });
  const challenge = (rows[0]?.data as { challenge?: unknown } | null)?.challenge;
  if (!rows[0] || typeof challenge !== "string") throw badRequest(PASSKEY_MSG.TicketExpired);
  return { challenge, userId: rows[0].userId };
}
