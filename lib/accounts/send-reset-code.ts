import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/http/errors";
import { sendMail } from "@/lib/integrations/mail/send-mail";
import { MSG } from "@/lib/accounts/messages";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, resetMailCapLimits, resetSendLimits } from "@/lib/accounts/attempt-limits";
import { isKnownAddress } from "@/lib/session/sessions";
import { hashResetCode, newResetCode } from "@/lib/accounts/reset-code-rules";
import { RESET_CODE_TTL_MINUTES, RESET_MSG } from "@/lib/accounts/reset-messages";

/**
 * user/forgot_password: a fresh 6-digit code by e-mail; it replaces any code sent before. Limited per
 * (e-mail, address) and per address; the daily cap per account applies only to addresses the account has
 * not signed in from, so strangers using it up never stop the owner at home from getting a code.
 */
export async function sendResetCode(email: string, ip: string) {
  await countAttempt(resetSendLimits(email, ip), "code requests");
  const user = await findActiveUserByEmail(email);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  if (!(await isKnownAddress(user.id, ip))) await countAttempt(resetMailCapLimits(user.email), "code requests for this account");

  const code = newResetCode();
  const now = new Date();
  await db.$transaction([
    db.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    db.passwordResetCode.create({
      data: {
        userId: user.id,
        codeHash: hashResetCode(user.id, code),
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
      },
    }),
  ]);

  const mail = await sendMail({
    to: user.email,
    subject: `Your Gigline code: ${code}`,
    text: [
      `Your Gigline password reset code is ${code}.`,
      "",
      `It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once. If you did not ask to reset your password, ignore this e-mail: your password stays as it is.`,
    ].join("\n"),
    html: `<p>Your Gigline password reset code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong>.</p><p>It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once. If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>`,
  });
  if (!mail.delivered) throw new AppError(502, RESET_MSG.sendFailed);
  return { message: RESET_MSG.sent(user.email) };
}
