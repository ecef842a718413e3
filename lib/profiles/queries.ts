// Reads of a user with everything their profile shows (provider profile, educations, employments, resume), and
// the summary of it the signed-in home shows.
import "server-only";
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

/** What the signed-in home shows of a provider's profile: the fields its job matching and "Profile strength"
 *  read, and whether the other parts exist. */
export type ProfileSummary = {
  profile: { title: string; overview: string; skills: string[]; categories: string[]; hourlyRate: number } | null;
  hasEducation: boolean;
  hasEmployment: boolean;
  hasResume: boolean;
};

/** ProfileSummary in one statement: the home needs no education, employment or resume row, only whether there
 *  is one (it used findUserWithProfile, Prisma's joined read of six relations, to learn three yes/no facts). */
export async function profileSummary(userId: string): Promise<ProfileSummary> {
  const [row] = await db.$queryRaw<(NonNullable<ProfileSummary["profile"]> & Omit<ProfileSummary, "profile"> & { found: boolean })[]>`
    SELECT pp."userId" IS NOT NULL AS "found", pp."title", pp."overview", pp."skills", pp."categories", pp."hourlyRate",
      EXISTS (SELECT 1 FROM "Education" e WHERE e."userId" = ${userId}) AS "hasEducation",
      EXISTS (SELECT 1 FROM "Employment" m WHERE m."userId" = ${userId}) AS "hasEmployment",
      EXISTS (SELECT 1 FROM "Resume" r WHERE r."userId" = ${userId}) AS "hasResume"
    FROM (SELECT 1) one LEFT JOIN "ProviderProfile" pp ON pp."userId" = ${userId}`;
  const { found, title, overview, skills, categories, hourlyRate, hasEducation, hasEmployment, hasResume } = row;
  return { profile: found ? { title, overview, skills, categories, hourlyRate } : null, hasEducation, hasEmployment, hasResume };
}
