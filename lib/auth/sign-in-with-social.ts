import { z } from "zod";
import { unauthorized } from "@/lib/http/errors";
import { signSocialToken } from "@/lib/auth/social-token";
import type { SocialProfile } from "@/lib/auth/social-profile";
import { verifySocialAccessToken } from "@/lib/integrations/social/verify-access-token";
import { countAttempt, forgiveAttempt, socialLoginLimits } from "@/lib/accounts/attempt-limits";
import { findOrLinkSocialUser } from "@/lib/accounts/find-social-user";
import { issueSession } from "@/lib/auth/issue-session";
import { assertMaySignIn } from "@/lib/accounts/standing";
import { needsSecondFactor, startLoginChallenge } from "@/lib/auth/mfa/login-challenge";
import type { socialLoginSchema } from "@/lib/accounts/schemas";

type SocialLoginInput = z.infer<typeof socialLoginSchema>;

/**
 * user/login_with_social: the client's provider access token is checked with the provider; a known
 * person gets `{user, token}` (or, with two-step sign-in on or as an admin, `{mfaRequired, challenge}` for
 * user/login_mfa), an unknown one `{needToSignUp, socialToken}` for the sign-up screens.
 */
export async function signInWithSocial(input: SocialLoginInput, ip: string, client: { userAgent?: string } = {}) {
  const limits = socialLoginLimits(ip);
  await countAttempt(limits, "social sign-in attempts");
  const claimed = input.user;
  const verified = await verifySocialAccessToken(claimed.socialType, claimed.accessToken);
  if (verified.socialId !== claimed.socialId) {
    throw unauthorized("This social sign-in belongs to another account. Please sign in again.");
  }
  const user = await findOrLinkSocialUser(verified);
  await forgiveAttempt(limits);
  if (user) assertMaySignIn(user);
  if (user && needsSecondFactor(user)) return startLoginChallenge(user, input, client);
  if (user) return issueSession(user.id, input, { ip });

  // Names and picture from the provider when it gave them; the e-mail only when the provider vouches for it.
  const profile: SocialProfile = {
    socialType: verified.socialType,
    socialId: verified.socialId,
    email: verified.email,
    firstName: verified.firstName || claimed.firstName.trim(),
    lastName: verified.lastName || claimed.lastName.trim(),
    avatar: verified.avatar || (/^https:\/\//.test(claimed.avatar) ? claimed.avatar : ""),
  };
  return { needToSignUp: true as const, socialToken: await signSocialToken(profile), socialUser: profile };
}
