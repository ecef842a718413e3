import "server-only";
import { db } from "@/lib/db";
import { AppError, badRequest, forbidden } from "@/lib/http/errors";
import type { ClientInfo } from "@/lib/session/sessions";
import { issueSession, type DeviceInfo } from "@/lib/auth/issue-session";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { countAuthTokenMiss, createAuthToken, findLiveAuthToken, useAuthToken } from "@/lib/auth/mfa/auth-tokens";
import { countCodeAttempt, forgiveCodeAttempt, mfaCodeLimits } from "@/lib/auth/mfa/limits";
import { spendSecondFactor } from "@/lib/auth/mfa/second-factor";
import type { User } from "@/lib/generated/prisma/client";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_MISSES = 5;

export type MfaChallengeAnswer = { mfaRequired: true; challenge: string; methods: ["totp", "recovery"] };

/** Who signs in with a second step: every account with TOTP on, and every admin. */
export function needsSecondFactor(user: Pick<User, "type" | "totpEnabledAt">): boolean {
  return Boolean(user.totpEnabledAt) || user.type === "admin";
}

/**
 * The first factor was right (password, Google or Facebook): instead of a session the caller gets a
 * challenge, a one-use token valid 5 minutes that user/login_mfa exchanges with a code for the session.
 * An admin without TOTP cannot sign in at all until the set-up link is used.
 */
export async function startLoginChallenge(
  user: Pick<User, "id" | "type" | "totpEnabledAt">,
  device: DeviceInfo = {},
  client: Omit<ClientInfo, "ip"> = {},
): Promise<MfaChallengeAnswer> {
  if (!user.totpEnabledAt) throw forbidden(MFA_MSG.AdminNeedsSetup);
  const data = { device_token: device.device_token ?? "", os: device.os ?? "", userAgent: client.userAgent ?? "" };
  const challenge = await createAuthToken({ userId: user.id, purpose: "mfa_login", ttlMs: CHALLENGE_TTL_MS, data });
  return { mfaRequired: true, challenge, methods: ["totp", "recovery"] };
}

/**
 * user/login_mfa: a challenge and a TOTP or recovery code → `{ user, token }` as user/login answers.
 * The code and the challenge are spent in one transaction (neither without the other). Five wrong codes
 * end the challenge; code guesses are limited per account and per address across challenges too.
 */
export async function finishLoginChallenge(input: { challenge: string; code: string }, client: ClientInfo = {}) {
  const row = await findLiveAuthToken(input.challenge, "mfa_login", CHALLENGE_MAX_MISSES);
  if (!row) throw badRequest(MFA_MSG.ChallengeExpired);
  const limits = mfaCodeLimits(row.userId, client.ip);
  await countCodeAttempt(limits);
  const user = await db.user.findFirst({ where: { id: row.userId, deletedAt: null }, select: { id: true } });
  if (!user) throw badRequest(MFA_MSG.ChallengeExpired);

  const used = await db.$transaction(async (tx) => {
    const factor = await spendSecondFactor(user.id, input.code, tx);
    if (!factor) return null;
    if (!(await useAuthToken(row.tokenHash, CHALLENGE_MAX_MISSES, tx))) throw badRequest(MFA_MSG.ChallengeExpired);
    return factor;
  });
  if (!used) {
    const misses = await countAuthTokenMiss(row.tokenHash);
    const left = Math.max(0, CHALLENGE_MAX_MISSES - misses);
    const text =
      left > 0
        ? `${MFA_MSG.IncorrectCode} ${left} ${left === 1 ? "try" : "tries"} left.`
        : `${MFA_MSG.IncorrectCode} Please sign in again.`;
    throw new AppError(401, text, { triesLeft: left });
  }
  await forgiveCodeAttempt(limits);
  const data = (row.data ?? {}) as { device_token?: string; os?: string; userAgent?: string };
  return issueSession(
    user.id,
    { device_token: data.device_token || undefined, os: data.os || undefined },
    { ip: client.ip, userAgent: client.userAgent || data.userAgent || "" },
  );
}
