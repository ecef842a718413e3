import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { signApiToken } from "@/lib/auth/tokens";
import { MSG } from "@/lib/accounts/messages";
import { confirmPassword } from "@/lib/accounts/confirm-password";
import type { User } from "@/lib/generated/prisma/client";

export const NO_PASSWORD_YET =
  "Your account signs in with Google or Facebook and has no password yet. Use Forgot Password to set one.";

/**
 * user/change_password: moves the session version on, so every other session and API token dies; the
 * caller gets a fresh token to keep (the web page turns it into a new session cookie).
 */
export async function changePassword(user: User, input: { old_password: string; new_password: string }) {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_YET);
  await confirmPassword(user, input.old_password);
  const passwordHash = await hashPassword(input.new_password);
  const updated = await db.user.update({
    where: { id: user.id },
    data: { passwordHash, sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true },
  });
  return { message: MSG.PasswordChanged, token: await signApiToken(updated) };
}
