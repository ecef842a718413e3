// Reads of a user with everything their profile shows (provider profile, educations, employments, resume), and
// the summary of it the signed-in home shows.
import "server-only";
import { db, pool, type Tx } from "@/lib/db";
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
  // over the pool (the home reads it on every visit): Prisma's raw query path cost more CPU than the read
  const { rows } = await pool().query<NonNullable<ProfileSummary["profile"]> & Omit<ProfileSummary, "profile"> & { found: boolean }>(
    PROFILE_SUMMARY_SQL,
    [userId],
  );
  const { found, title, overview, skills, categories, hourlyRate, hasEducation, hasEmployment, hasResume } = rows[0];
  return { profile: found ? { title, overview, skills, categories, hourlyRate } : null, hasEducation, hasEmployment, hasResume };
}
const PROFILE_SUMMARY_SQL = `
    SELECT pp."userId" IS NOT NULL AS "found", pp."title", pp."overview", pp."skills", pp."categories", pp."hourlyRate",
      EXISTS (SELECT 1 FROM "Education" e WHERE e."userId" = $1) AS "hasEducation",
      EXISTS (SELECT 1 FROM "Employment" m WHERE m."userId" = $1) AS "hasEmployment",
      EXISTS (SELECT 1 FROM "Resume" r WHERE r."userId" = $1) AS "hasResume"
    FROM (SELECT 1) one LEFT JOIN "ProviderProfile" pp ON pp."userId" = $1`;
