import "server-only";
import { badRequest } from "@/lib/http/errors";
import { confirmPassword } from "@/lib/auth/confirm-password";
import { NO_PASSWORD_YET } from "@/lib/auth/change-password";
import { MFA_MSG } from "@/lib/auth/mfa/messages";
import { countCodeAttempt, forgiveCodeAttempt, mfaCodeLimits } from "@/lib/auth/mfa/limits";
import { spendSecondFactor } from "@/lib/auth/mfa/second-factor";
import type { User } from "@/lib/generated/prisma/client";

export type ReauthInput = { password: string; code?: string };

/**
 * A signed-in person proves it is them again before a sensitive change (turning two-step sign-in off,
 * new recovery codes, ending other sessions): the password (lib/auth/confirm-password.ts, its limits
 * and its 400 "Incorrect password"), and, when the account has TOTP on, a code from the authenticator app
 * or a recovery code, which is spent. Throws the AppError to answer; returns when both are right.
 */
export async function assertReauth(user: User, { password, code }: ReauthInput): Promise<void> {
  // an account made through Google or Facebook sets a password first (Forgot Password): the e-mail is no proof
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_YET);
  await confirmPassword(user, password);
  if (!user.totpEnabledAt) return;
  const typed = code?.trim() ?? "";
  if (!typed) throw badRequest(MFA_MSG.CodeRequired);
  const limits = mfaCodeLimits(user.id);
  await countCodeAttempt(limits);
  if (!(await spendSecondFactor(user.id, typed))) throw badRequest(MFA_MSG.IncorrectCode);
  await forgiveCodeAttempt(limits);
}
