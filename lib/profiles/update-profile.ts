// user/update_customer and user/update_provider: what is sent is changed. Lists sent replace the old ones,
// new avatar/resume files replace (and remove) the old ones; the rows change in one transaction.
import "server-only";
import { addressPatch, withCoordinates } from "@/lib/accounts/address";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UserWithProfile } from "@/lib/accounts/dto";
import { badRequest, forbidden } from "@/lib/http/errors";
import { checkAvatar, checkLogo, checkResume } from "@/lib/uploads/check-upload";
import { avatarKey, removeFiles, storeAvatar, storeResume } from "@/lib/profiles/profile-files";
import { resolveCategories } from "@/lib/profiles/resolve-categories";
import { replaceEducations, replaceEmployments } from "@/lib/profiles/replace-history";
import { getUserWithProfile } from "@/lib/profiles/queries";
import type { UpdateProfileInput } from "@/lib/profiles/schemas";
import { revalidatePublicProfile } from "@/lib/public-pages/cache";

export const NOT_YOUR_PROFILE = "You can only edit your own profile.";

/** Fields of the employee profile; an employer sending one is told so rather than silently ignored. */
const PROVIDER_ONLY = [
  "title",
  "overview",
  "skills",
  "hourlyRate",
  "categories",
  "educations",
  "employments",
  "socialLinks",
  "resume",
  "removeResume",
] as const;
/** Fields of the employer profile (about the company, logo, website); an employee has socialLinks.website. */
const CUSTOMER_ONLY = ["companyDescription", "website", "companyLogo", "removeCompanyLogo"] as const;

export async function updateProfile(
  caller: { id: string; type: string },
  input: UpdateProfileInput,
  kind: "customer" | "provider",
): Promise<UserWithProfile> {
  if (input.id !== caller.id) throw forbidden(NOT_YOUR_PROFILE);
  if (kind === "customer") {
    const field = PROVIDER_ONLY.find((f) => input[f] !== undefined && input[f] !== false);
    if (field) throw badRequest(`${field} belongs to employee profiles; employers cannot set it.`);
  } else {
    const field = CUSTOMER_ONLY.find((f) => input[f] !== undefined && input[f] !== false);
    if (field) throw badRequest(`${field} belongs to employer profiles; employees cannot set it.`);
  }
  const categories = input.categories ? await resolveCategories(input.categories) : undefined;
  const avatar = input.avatar ? await checkAvatar(input.avatar) : null;
  const resume = input.resume ? await checkResume(input.resume) : null;
  const logo = input.companyLogo ? await checkLogo(input.companyLogo) : null;
  const place = await withCoordinates(input);

  const stored: string[] = [];
  let replaced: (string | null)[] = [];
  try {
    const avatarFile = avatar ? await storeAvatar(avatar) : null;
    if (avatarFile) stored.push(avatarFile.key);
    const resumeKey = resume ? await storeResume(resume) : null;
    if (resumeKey) stored.push(resumeKey);
    const logoFile = logo ? await storeAvatar(logo, "logos") : null;
    if (logoFile) stored.push(logoFile.key);
    // a new logo replaces the old one; removeCompanyLogo clears it
    const logoUrl = logoFile ? logoFile.url : input.removeCompanyLogo ? "" : undefined;

    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({
        where: { id: caller.id },
        select: { avatar: true, companyLogo: true, resume: true, profile: { select: { socialLinks: true } } },
      });
      await tx.user.update({ where: { id: caller.id }, data: userData(place, avatarFile?.url, logoUrl) });
      if (kind === "provider") {
        const oldLinks = (before.profile?.socialLinks ?? {}) as Record<string, string>;
        const profile = profileData(input, categories, oldLinks);
        if (Object.keys(profile).length > 0) {
          await tx.providerProfile.upsert({ where: { userId: caller.id }, create: { userId: caller.id, ...profile }, update: profile });
        }
        if (input.educations) await replaceEducations(tx, caller.id, input.educations);
        if (input.employments) await replaceEmployments(tx, caller.id, input.employments);
        if (resume && resumeKey) {
          const row = { name: resume.name, storageKey: resumeKey, size: resume.size, createdAt: new Date() };
          await tx.resume.upsert({ where: { userId: caller.id }, create: { userId: caller.id, ...row }, update: row });
        } else if (input.removeResume && before.resume) {
          await tx.resume.delete({ where: { userId: caller.id } });
        }
      }
      replaced = [
        avatarFile ? avatarKey(before.avatar) : null,
        logoUrl !== undefined && before.companyLogo ? avatarKey(before.companyLogo) : null,
        before.resume && (resumeKey || input.removeResume) ? before.resume.storageKey : null,
      ];
      return getUserWithProfile(caller.id, tx);
    });
    await removeFiles(replaced);
    revalidatePublicProfile(caller.id, { jobsToo: kind !== "provider" });
    return user;
  } catch (err) {
    await removeFiles(stored);
    throw err;
  }
}

function userData(input: UpdateProfileInput, avatarUrl: string | undefined, logoUrl: string | undefined): Prisma.UserUpdateInput {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    phone: input.phone,
    ...addressPatch(input),
    avatar: avatarUrl,
    companyDescription: input.companyDescription,
    website: input.website,
    companyLogo: logoUrl,
  };
}

function profileData(input: UpdateProfileInput, categories: string[] | undefined, oldLinks: Record<string, string>) {
  const data: {
    title?: string;
    overview?: string;
    skills?: string[];
    hourlyRate?: number;
    categories?: string[];
    socialLinks?: Record<string, string>;
  } = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.overview !== undefined) data.overview = input.overview;
  if (input.skills !== undefined) data.skills = input.skills;
  if (input.hourlyRate !== undefined) data.hourlyRate = Math.round(input.hourlyRate * 100);
  if (categories !== undefined) data.categories = categories;
  // links not sent keep their value
  if (input.socialLinks !== undefined) data.socialLinks = { ...oldLinks, ...stripUndefined(input.socialLinks) };
  return data;
}

function stripUndefined(o: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined));
}
