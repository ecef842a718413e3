// POST /api/user/update_customer (multipart or JSON) – an employer edits their own profile.
import { route } from "@/lib/http/route";
import { limitRequestSize, PROFILE_UPLOAD_MAX_BYTES } from "@/lib/uploads/limit-request-size";
import { updateProfileSchema } from "@/lib/profiles/schemas";
import { updateProfile } from "@/lib/profiles/update-profile";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { statisticsFor } from "@/lib/accounts/statistics";

export const POST = limitRequestSize(
  PROFILE_UPLOAD_MAX_BYTES,
  route({ role: "customer", input: updateProfileSchema }, async ({ user, input }) => {
    const updated = await updateProfile(user, input, "customer");
    return { user: toSelfUserDto(updated, await statisticsFor(updated.id)) };
  }),
);
