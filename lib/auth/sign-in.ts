import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { isKnownAddress, type ClientInfo } from "@/lib/session/sessions";
import { notFound, unauthorized } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { countAttempt, forgiveAttempt, loginLimits } from "@/lib/accounts/attempt-limits";
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from "@/lib/accounts/sign-in-throttle";
import { issueSession } from "@/lib/auth/issue-session";
import type { LoginInput } from "@/lib/accounts/schemas";
import { needsSecondFactor, startLoginChallenge } from "@/lib/auth/mfa/login-challenge";
import { assertMaySignIn } from "@/lib/accounts/standing";

/**
 * user/login: e-mail and password → the user and an API token (a new server-side session).
 * Guessing is limited per address (all accounts) and slowed per account and address with backoff
 * (lib/accounts/sign-in-throttle.ts), so no one can lock the owner out. An account with two-step sign-in
 * on (and every admin) gets `{ mfaRequired, challenge, methods }` instead, which user/login_mfa finishes.
 */
export async function signInWithPassword(input: LoginInput, ip: string, client: Omit<ClientInfo, "ip"> = {}) {
  const limits = loginLimits(ip);
  await countAttempt(limits, "sign-in attempts");
  const user = await findActiveUserByEmail(input.email);
  await assertSignInAllowed(input.email, ip, async () => (user ? isKnownAddress(user.id, ip) : false));
  // Unknown accounts and accounts without a password still pay for one hash, so timing tells nothing more.
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await burnHash(input.password);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  if (!ok) {
    await recordSignInFailure(input.email, ip);
    throw unauthorized(MSG.IncorrectPassword);
  }
  await forgiveAttempt(limits);
  await clearSignInFailures(input.email, ip);
  // a suspended or closed account hears why only after the right password (nobody else learns its standing)
  assertMaySignIn(user);
  if (needsSecondFactor(user)) return startLoginChallenge(user, input, client);
  return issueSession(user.id, input, { ...client, ip });
}

async function burnHash(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash());
  return false;
}
