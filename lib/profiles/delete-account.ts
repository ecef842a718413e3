import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { confirmPassword } from "@/lib/auth/confirm-password";
import { revokeAllSessions } from "@/lib/session/sessions";
import type { User } from "@/lib/generated/prisma/client";
import { profileFileKeys } from "@/lib/profiles/remove-profile-files";
import { removeFiles } from "@/lib/profiles/profile-files";
import { revalidatePublicProfile } from "@/lib/public-pages/cache";
import { announceAccountLeft } from "@/lib/chat/block-user";

export const ACCOUNT_DELETED = "Your account has been deleted.";

/**
 * user/delete_account: a soft delete, so jobs, contracts and reviews others took part in keep their
 * counterpart. In one transaction the contact data and sign-in means go, the e-mail is freed for a new
 * sign-up, every session is revoked and the session version moves on (every cookie and token of the account dies).
 * Accounts without a password (Google/Facebook sign-ups) confirm with their e-mail address as `pw`.
 */
export async function deleteAccount(user: User, pw: string) {
  await confirmPassword(user, pw, { orEmail: true });
  const fileKeys = await db.$transaction(async (tx) => {
    const keys = await profileFileKeys(user.id, tx);
    const done = await tx.user.updateMany({
      where: { id: user.id, deletedAt: null },
      data: {
        deletedAt: new Date(),
        email: `deleted+${user.id}@deleted.invalid`,
        phone: "",
        passwordHash: null,
        socialId: null,
        socialType: null,
        deviceToken: "",
        avatar: "",
        companyLogo: "",
        companyDescription: "",
        website: "",
        infoCubicAccountNumber: "",
        searchFilter: Prisma.DbNull,
        searchUserFilter: Prisma.DbNull,
        sessionVersion: { increment: 1 },
      },
    });
    if (done.count === 0) throw conflict("This account is already deleted.");
    await tx.passwordResetCode.deleteMany({ where: { userId: user.id } });
    await revokeAllSessions(user.id, tx);
    // chat: the other member of each conversation is told live (realtime `leave`, reason "deleted")
    await announceAccountLeft(tx, user.id);
    // the photo and resume are personal data: they go with the account (files removed after the commit)
    await tx.resume.deleteMany({ where: { userId: user.id } });
    return keys;
  });
  await removeFiles(fileKeys);
  revalidatePublicProfile(user.id, { jobsToo: true });
  return { message: ACCOUNT_DELETED };
}
