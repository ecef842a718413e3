// user/register_provider: an employee's whole sign-up draft arrives at once (multipart) and becomes the
// user, their provider profile, educations, employments and resume, in one transaction.
import "server-only";
import { addressColumns, withCoordinates } from "@/lib/accounts/address";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { verifySocialToken } from "@/lib/auth/social-token";
import { assertEmailAvailable } from "@/lib/accounts/assert-email-available";
import { userWithProfile, type UserWithProfile } from "@/lib/accounts/dto";
import { MSG } from "@/lib/accounts/messages";
import { badRequest } from "@/lib/http/errors";
import { checkAvatar, checkResume } from "@/lib/uploads/check-upload";
import { removeFiles, storeAvatar, storeResume } from "@/lib/profiles/profile-files";
import { resolveCategories } from "@/lib/profiles/resolve-categories";
import { educationRows, employmentRows } from "@/lib/profiles/replace-history";
import type { EducationInput, EmploymentInput, RegisterProviderInput } from "@/lib/profiles/schemas";

export const SOCIAL_EXPIRED = "Your Google or Facebook sign-in has expired. Please sign in with it again.";
export const SOCIAL_TAKEN = MSG.SocialTaken;

export async function registerProvider(input: RegisterProviderInput): Promise<UserWithProfile> {
  // Everything that can refuse without side effects comes first: social proof, categories, e-mail, files.
  const social = input.socialToken ? await verifySocialToken(input.socialToken) : null;
  if (input.socialToken && !social) throw badRequest(SOCIAL_EXPIRED);
  const categories = await resolveCategories(input.categories);
  await assertEmailAvailable(input.email);
  const resume = await checkResume(input.resume);
  const avatar = input.avatar ? await checkAvatar(input.avatar) : null;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const place = await withCoordinates(input);

  const stored: string[] = [];
  try {
    const resumeKey = await storeResume(resume);
    stored.push(resumeKey);
    const avatarFile = avatar ? await storeAvatar(avatar) : null;
    if (avatarFile) stored.push(avatarFile.key);

    return await db.$transaction(async (tx) => {
      await assertEmailAvailable(input.email, tx);
      return tx.user.create({
        data: {
          type: "provider",
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          ...addressColumns(place),
          passwordHash,
          socialType: social?.socialType ?? null,
          socialId: social?.socialId ?? null,
          // the social picture only when no photo was uploaded (it is a URL the provider hosts)
          avatar: avatarFile?.url ?? social?.avatar ?? "",
          deviceToken: input.device_token,
          os: input.os,
          profile: {
            create: {
              title: input.title,
              overview: input.overview,
              skills: input.skills,
              hourlyRate: Math.round(input.hourlyRate * 100),
              categories,
            },
          },
          educations: { create: educationRows(input.educations as EducationInput[]) },
          employments: { create: employmentRows(input.employments as EmploymentInput[]) },
          resume: { create: { name: resume.name, storageKey: resumeKey, size: resume.size } },
        },
        include: userWithProfile,
      });
    });
  } catch (err) {
    // a race on the e-mail or social id is answered 409 by the request wrapper (lib/http/unique-violation.ts)
    await removeFiles(stored);
    throw err;
  }
}
