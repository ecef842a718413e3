import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { signTokenFor } from "@/lib/session/tokens";
import { assertReauth } from "@/lib/auth/reauth";
import { openSession, revokeAllSessions, type ClientInfo } from "@/lib/session/sessions";
import { MSG } from "@/lib/accounts/messages";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { sendPasswordChangedMail } from "@/lib/accounts/password-changed-mail";
import type { User } from "@/lib/generated/prisma/client";

export const NO_PASSWORD_YET = "Your account signs in with Google or Facebook and has no password yet. Use Forgot Password to set one.";

export type ChangePasswordInput = {
  old_password: string;
  new_password: string;
  /** default true (the spec's behaviour): every session ends and the answer carries a fresh token */
  end_other_sessions?: boolean;
  /** the second-step code, when two-step sign-in is on */
  code?: string;
};

/**
 * user/change_password. With end_other_sessions (the default) it ends every session of the account (this one
 * too) and moves the session version on; the caller gets a token of a fresh session to keep (the web page
 * turns it into a new session cookie). Without it, every session (this one too) lives on and the answer
 * carries no token. The new password is checked before the old one and the code, so a refused new password
 * does not spend the code. Either way a "your password was changed" e-mail goes to the account's address.
 */
export async function changePassword(
  user: User,
  input: ChangePasswordInput,
  client: ClientInfo = {},
): Promise<{ message: string; token?: string }> {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_YET);
  assertPasswordNotCommon(input.new_password, user);
  await assertReauth(user, { password: input.old_password, code: input.code });
  const passwordHash = await hashPassword(input.new_password);
  if (input.end_other_sessions === false) {
    await db.user.update({ where: { id: user.id }, data: { passwordHash }, select: { id: true } });
    await sendPasswordChangedMail(user, "changed", { otherSessionsEnded: false });
    return { message: MSG.PasswordChanged };
  }
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
  await sendPasswordChangedMail(user, "changed");
  return { message: MSG.PasswordChanged, token: await signTokenFor(claims) };
}
