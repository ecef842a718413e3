import { badRequest } from "@/lib/http/errors";
import { verifyPassword } from "@/lib/auth/password";
import { MSG } from "@/lib/accounts/messages";
import { countAttempt, forgiveAttempt, passwordCheckLimits } from "@/lib/accounts/attempt-limits";
import type { User } from "@/lib/generated/prisma/client";

/**
 * A signed-in person proves it is them again (change password, delete account). Wrong → 400
 * MSG.IncorrectPassword (not 401: the session itself is fine). Guesses are limited per account.
 * `orEmail`: accounts made through Google/Facebook have no password and confirm with their e-mail.
 */
export async function confirmPassword(user: User, given: string, opts: { orEmail?: boolean } = {}) {
  const limits = passwordCheckLimits(user.id);
  await countAttempt(limits, "password attempts");
  const ok = user.passwordHash
    ? await verifyPassword(given, user.passwordHash)
    : Boolean(opts.orEmail) && given.trim().toLowerCase() === user.email.toLowerCase();
  if (!ok) throw badRequest(MSG.IncorrectPassword);
  await forgiveAttempt(limits);
}
