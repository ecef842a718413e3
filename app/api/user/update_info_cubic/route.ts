// POST /api/user/update_info_cubic {user_id?, infoCubicAccountNumber} – sets the background-check partner
// account number. The spec does not show this call's path; this is ours.
import { route } from "@/lib/http/route";
import { infoCubicSchema } from "@/lib/accounts/schemas";
import { INFO_CUBIC_CHANGED, updateInfoCubic } from "@/lib/profiles/update-info-cubic";
import { toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

export const POST = route({ input: infoCubicSchema }, async ({ user, input }) => {
  const updated = await updateInfoCubic(user.id, input);
  return { user: toSelfUserDto(updated, await jobStatisticsOf(updated.id)), message: INFO_CUBIC_CHANGED };
});
