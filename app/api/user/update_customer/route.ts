// POST /api/user/update_customer (multipart or JSON) – an employer edits their own profile.
import { route } from "@/lib/http/route";
import { PROFILE_UPLOAD_BODY } from "@/lib/uploads/limit-request-size";
import { updateProfileSchema } from "@/lib/profiles/schemas";
import { updateProfile } from "@/lib/profiles/update-profile";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

export const POST = route({ role: "customer", input: updateProfileSchema, ...PROFILE_UPLOAD_BODY }, async ({ user, input }) => {
  const updated = await updateProfile(user, input, "customer");
  return { user: toSelfUserDto(updated, await jobStatisticsOf(updated.id)) };
});
