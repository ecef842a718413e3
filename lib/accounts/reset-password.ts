import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { clearAccountThrottle } from "@/lib/accounts/sign-in-throttle";
import { checkResetCode } from "@/lib/accounts/check-reset-code";
import { RESET_MSG } from "@/lib/accounts/reset-code-rules";
import { MSG } from "@/lib/accounts/messages";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, resetCheckLimits } from "@/lib/accounts/attempt-limits";
import { conflict, notFound } from "@/lib/http/errors";

/** How long a verified code stays good for a reset that does not send the code again (spec clients). */
export const VERIFIED_CODE_WINDOW_MINUTES = 10;

/** user/verify_resetcode */
export async function verifyResetCode(email: string, code: string, ip: string) {
  await checkResetCode(email, code, ip, { requireVerified: false });
  return { message: RESET_MSG.verified };
}

/**
 * user/reset_newpassword: needs the verified, unused code (sent again, or verified in the last 10 minutes). Uses it up, sets the password and moves
 * the session version on and revokes every session, which ends every session and API token of the account.
 * It also clears the sign-in throttle of the account: the mailbox owner starts afresh.
 */
export async function resetPassword(input: { email: string; code?: string; password: string }, ip: string) {
  const { user, resetCode } = input.code
    ? await checkResetCode(input.email, input.code, ip, { requireVerified: true })
    : await recentlyVerifiedCode(input.email, ip);
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // the guarded UPDATE makes the code single-use even when two resets race
    const used = await tx.passwordResetCode.updateMany({ where: { id: resetCode.id, usedAt: null }, data: { usedAt: now } });
    if (used.count === 0) throw badRequest(RESET_MSG.noValidCode);
    await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await revokeAllSessions(user.id, tx);
  });
  await clearAccountThrottle(user.email);
  return { message: RESET_MSG.reset };
}

async function recentlyVerifiedCode(email: string, ip: string) {
  await countAttempt(resetCheckLimits(email, ip), "code checks");
  const user = await findActiveUserByEmail(email);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  const resetCode = await db.passwordResetCode.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  const since = new Date(Date.now() - VERIFIED_CODE_WINDOW_MINUTES * 60_000);
  if (!resetCode || resetCode.usedAt || resetCode.expiresAt <= new Date()) throw badRequest(RESET_MSG.noValidCode);
  if (!resetCode.verifiedAt || resetCode.verifiedAt < since) throw conflict(RESET_MSG.notVerified);
  return { user, resetCode };
}
