import "server-only";
import { db } from "@/lib/db";
import { findActiveUserByEmail } from "@/lib/accounts/find-account";
import { isUniqueViolation } from "@/lib/http/unique-violation";
import type { User } from "@/lib/generated/prisma/client";

export type SocialIdentity = {
  socialType: "google" | "facebook";
  socialId: string;
  /** an address the provider vouches for, else "" */
  email: string;
};

/**
 * The live account of a verified social identity: the one already linked to it, else the one with the
 * provider-verified e-mail (which gets linked now, when it has no social sign-in yet). Null: unknown,
 * the person has to sign up.
 */
export async function findOrLinkSocialUser(identity: SocialIdentity): Promise<User | null> {
  const linked = await db.user.findFirst({
    where: { socialType: identity.socialType, socialId: identity.socialId, deletedAt: null },
  });
  if (linked) return linked;
  if (!identity.email) return null;
  const byEmail = await findActiveUserByEmail(identity.email);
  if (!byEmail) return null;
  if (!byEmail.socialId) {
    try {
      return await db.user.update({
        where: { id: byEmail.id },
        data: { socialType: identity.socialType, socialId: identity.socialId },
      });
    } catch (err) {
      // linked to another (e.g. deleted-then-restored) account meanwhile: sign in without linking
      if (!isUniqueViolation(err, "User_socialType_socialId_key")) throw err;
    }
  }
  return byEmail;
}
