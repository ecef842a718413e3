import "server-only";
import { db } from "@/lib/db";
import { badRequest, conflict, notFound, tooMany } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, resetCheckLimits } from "@/lib/accounts/attempt-limits";
import { resetCodeMatches } from "@/lib/accounts/reset-code-rules";
import { RESET_CODE_MAX_WRONG_TRIES, RESET_MSG } from "@/lib/accounts/reset-messages";

/**
 * Checks a reset code against the user's newest one (older ones are superseded). A check first takes
 * one of the code's 5 tries with a guarded UPDATE, so parallel guesses cannot get past the lock; a right
 * code gives its try back. Marks the code verified.
 */
export async function checkResetCode(email: string, code: string, ip: string, opts: { requireVerified: boolean }) {
  await countAttempt(resetCheckLimits(email, ip), "code checks");
  const user = await findActiveUserByEmail(email);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  const rc = await db.passwordResetCode.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  if (!rc || rc.usedAt) throw badRequest(RESET_MSG.noValidCode);
  if (rc.attempts >= RESET_CODE_MAX_WRONG_TRIES) throw tooMany(RESET_MSG.locked);
  if (rc.expiresAt <= new Date()) throw badRequest(RESET_MSG.expired);
  if (opts.requireVerified && !rc.verifiedAt) throw conflict(RESET_MSG.notVerified);

  const claimed = await db.passwordResetCode.updateMany({
    where: { id: rc.id, usedAt: null, attempts: { lt: RESET_CODE_MAX_WRONG_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count === 0) throw tooMany(RESET_MSG.locked);
  if (!resetCodeMatches(user.id, code, rc.codeHash)) {
    const after = await db.passwordResetCode.findUnique({ where: { id: rc.id }, select: { attempts: true } });
    throw badRequest(RESET_MSG.wrong(RESET_CODE_MAX_WRONG_TRIES - (after?.attempts ?? RESET_CODE_MAX_WRONG_TRIES)));
  }
  const verified = await db.passwordResetCode.update({
    where: { id: rc.id },
    data: { attempts: { decrement: 1 }, verifiedAt: rc.verifiedAt ?? new Date() },
  });
  return { user, resetCode: verified };
}
