// POST /api/user/update_provider (multipart or JSON) – an employee edits their own profile: personal info,
// job details, education and work-experience lists (sent lists replace the old ones), photo and resume.
import { route } from "@/lib/http/route";
import { PROFILE_UPLOAD_BODY } from "@/lib/uploads/limit-request-size";
import { updateProfileSchema } from "@/lib/profiles/schemas";
import { updateProfile } from "@/lib/profiles/update-profile";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

// Admins see the employee home, so they keep an employee-style profile too.
export const POST = route({ role: ["provider", "admin"], input: updateProfileSchema, ...PROFILE_UPLOAD_BODY }, async ({ user, input }) => {
  const updated = await updateProfile(user, input, "provider");
  return { user: toSelfUserDto(updated, await jobStatisticsOf(updated.id)) };
});
