import "server-only";
import { addressColumns, withCoordinates } from "@/lib/accounts/address";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { hashPassword } from "@/lib/auth/password";
import { verifySocialToken } from "@/lib/auth/social-token";
import type { SocialProfile } from "@/lib/auth/social-profile";
import { MSG } from "@/lib/accounts/messages";
import { assertPasswordNotCommon } from "@/lib/accounts/common-passwords";
import { MIN_PASSWORD, type RegisterCustomerInput } from "@/lib/accounts/schemas";
import { assertEmailAvailable, normalizeEmail } from "@/lib/accounts/assert-email-available";

export const SOCIAL_SIGNUP_EXPIRED = "Your Google or Facebook sign-in has expired. Please sign in with it again.";

/**
 * Social sign-ups carry a socialToken: the server's own signed proof of the identity. Without a token a
 * password is needed; with one it is optional (a given password is still set).
 */
export async function resolveSignUpCredentials(input: { socialToken?: string; password?: string }) {
  let social: SocialProfile | null = null;
  if (input.socialToken) {
    social = await verifySocialToken(input.socialToken);
    if (!social) throw badRequest(SOCIAL_SIGNUP_EXPIRED);
  }
  const password = input.password ?? "";
  if (!social && !password) throw badRequest(MSG.EmptyPassword);
  if (password && password.length < MIN_PASSWORD) throw badRequest(MSG.ShortPasswordError);
  assertPasswordNotCommon(password);
  return { social, passwordHash: password ? await hashPassword(password) : null };
}

/** user/register_customer: a new employer account (personal or company). Returns the new user's id. */
export async function registerCustomer(input: RegisterCustomerInput): Promise<string> {
  const email = normalizeEmail(input.email);
  const { social, passwordHash } = await resolveSignUpCredentials(input);
  await assertEmailAvailable(email);
  const place = await withCoordinates(input);
  const user = await db.user.create({
    data: {
      type: "customer",
      accountType: input.accountType,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      email,
      phone: input.phone,
      ...addressColumns(place),
      passwordHash,
      socialType: social?.socialType ?? null,
      socialId: social?.socialId ?? null,
      avatar: social?.avatar ?? "",
      deviceToken: input.device_token,
      os: input.os,
    },
    select: { id: true },
  });
  return user.id;
}
