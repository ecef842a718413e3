import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { signTokenFor } from "@/lib/auth/tokens";
import { openSession, revokeAllSessions, type ClientInfo } from "@/lib/auth/sessions";
import { MSG } from "@/lib/accounts/messages";
import { confirmPassword } from "@/lib/accounts/confirm-password";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import type { User } from "@/lib/generated/prisma/client";

export const NO_PASSWORD_YET =
  "Your account signs in with Google or Facebook and has no password yet. Use Forgot Password to set one.";

/**
 * user/change_password: ends every session of the account (this one too) and moves the session version
 * on; the caller gets a token of a fresh session to keep (the web page turns it into a new session cookie).
 */
export async function changePassword(user: User, input: { old_password: string; new_password: string }, client: ClientInfo = {}) {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_YET);
  await confirmPassword(user, input.old_password);
  assertPasswordNotCommon(input.new_password);
  const passwordHash = await hashPassword(input.new_password);
  const claims = await db.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, sessionVersion: true },
    });
    await revokeAllSessions(user.id, tx);
    const session = await openSession(user.id, "api", client, tx);
    return { sub: updated.id, sv: updated.sessionVersion, sid: session.id };
  });
  return { message: MSG.PasswordChanged, token: await signTokenFor(claims) };
}
