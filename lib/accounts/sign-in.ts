import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { notFound, unauthorized } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, forgiveAttempt, loginLimits } from "@/lib/accounts/attempt-limits";
import { issueSession } from "@/lib/accounts/issue-session";
import type { LoginInput } from "@/lib/accounts/schemas";

/** user/login: e-mail and password → the user and an API token. */
export async function signInWithPassword(input: LoginInput, ip: string) {
  const limits = loginLimits(input.email, ip);
  await countAttempt(limits, "sign-in attempts");
  const user = await findActiveUserByEmail(input.email);
  // Unknown accounts and accounts without a password still pay for one hash, so timing tells nothing more.
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await burnHash(input.password);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  if (!ok) throw unauthorized(MSG.IncorrectPassword);
  await forgiveAttempt(limits);
  return issueSession(user.id, input);
}

async function burnHash(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash());
  return false;
}
