// Reads of a user with everything their profile shows (provider profile, educations, employments, resume).
import { db, type Tx } from "@/lib/db";
import { userWithProfile, type UserWithProfile } from "@/lib/accounts/dto";
import { notFound } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";

/** A live (not deleted) user with their profile, or null. */
export async function findUserWithProfile(id: string, client: Tx | typeof db = db): Promise<UserWithProfile | null> {
  return client.user.findFirst({ where: { id, deletedAt: null }, include: userWithProfile });
}

/** Same, refusing with 404 "Account does not exist" when there is no such live user. */
export async function getUserWithProfile(id: string, client: Tx | typeof db = db): Promise<UserWithProfile> {
  const user = await findUserWithProfile(id, client);
  if (!user) throw notFound(MSG.AccountDoesNotExist);
  return user;
}
