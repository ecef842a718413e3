// The partner screening (background check) account number of the signed-in user.
import "server-only";
import { db } from "@/lib/db";
import { userWithProfile, type UserWithProfile } from "@/lib/accounts/dto";
import { forbidden } from "@/lib/http/errors";

export const INFO_CUBIC_CHANGED = "Info Cubic has been changed successfully!";

export async function updateInfoCubic(
  callerId: string,
  input: { user_id?: string; infoCubicAccountNumber: string },
): Promise<UserWithProfile> {
  if (input.user_id && input.user_id !== callerId) throw forbidden("You can only change your own account.");
  return db.user.update({
    where: { id: callerId },
    data: { infoCubicAccountNumber: input.infoCubicAccountNumber },
    include: userWithProfile,
  });
}
