import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/session/sessions";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { clearAccountThrottle } from "@/lib/accounts/sign-in-throttle";
import { checkResetCode } from "@/lib/accounts/check-reset-code";
import { RESET_MSG, RESET_TOKEN_TTL_MINUTES } from "@/lib/accounts/reset-messages";
import { hashResetToken, newResetToken } from "@/lib/accounts/reset-token";
import { normalizeEmail } from "@/lib/accounts/assert-email-available";
import { sendPasswordChangedMail } from "@/lib/accounts/password-changed-mail";

/**
 * user/verify_resetcode: checks the code and answers a one-time reset token for reset_newpassword. Only the
 * SHA-256 of the token is kept, on the code's row; verifying again replaces it. The token dies with the code
 * (a newer code, a reset) and after RESET_TOKEN_TTL_MINUTES.
 */
export async function verifyResetCode(email: string, code: string, ip: string) {
  const { resetCode } = await checkResetCode(email, code, ip, { requireVerified: false });
  const token = newResetToken();
  const tokenExpiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await db.passwordResetCode.update({ where: { id: resetCode.id }, data: { tokenHash: hashResetToken(token), tokenExpiresAt } });
  return { message: RESET_MSG.verified, token, expiresAt: tokenExpiresAt.toISOString() };
}

/**
 * user/reset_newpassword: needs the token from verify_resetcode (or the verified code itself), for this
 * e-mail's account. Uses up the code and its token, sets the password, moves the session version on and
 * revokes every session, which ends every session and API token of the account; clears the sign-in
 * throttle of the account (the mailbox owner starts afresh) and tells the owner by e-mail.
 */
export async function resetPassword(input: { email: string; password: string; token?: string; code?: string }, ip: string) {
  const { user, resetCode } = input.token
    ? await resetCodeOfToken(input.email, input.token)
    : await checkResetCode(input.email, input.code ?? "", ip, { requireVerified: true });
  assertPasswordNotCommon(input.password, user);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // the guarded UPDATE makes the code and its token single-use even when two resets race
    const used = await tx.passwordResetCode.updateMany({
      where: {
        id: resetCode.id,
        usedAt: null,
        ...(input.token ? { tokenHash: hashResetToken(input.token), tokenExpiresAt: { gt: now } } : {}),
      },
      data: { usedAt: now },
    });
    if (used.count === 0) throw badRequest(input.token ? RESET_MSG.badToken : RESET_MSG.noValidCode);
    await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await revokeAllSessions(user.id, tx);
  });
  await clearAccountThrottle(user.email);
  await sendPasswordChangedMail(user, "reset");
  return { message: RESET_MSG.reset };
}

/** The unused, unexpired code row a token belongs to, if its account is the e-mail's; one answer for every refusal. */
async function resetCodeOfToken(email: string, token: string) {
  const resetCode = await db.passwordResetCode.findUnique({
    where: { tokenHash: hashResetToken(token) },
    include: { user: true },
  });
  const now = new Date();
  if (
    !resetCode ||
    resetCode.usedAt ||
    !resetCode.tokenExpiresAt ||
    resetCode.tokenExpiresAt <= now ||
    resetCode.user.deletedAt ||
    normalizeEmail(resetCode.user.email) !== normalizeEmail(email)
  ) {
    throw badRequest(RESET_MSG.badToken);
  }
  const { user, ...row } = resetCode;
  return { user, resetCode: row };
}
