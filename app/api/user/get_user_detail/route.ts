// POST /api/user/get_user_detail {userId} – what a profile page shows of a person (public view).
import { route } from "@/lib/http/route";
import { getUserDetailSchema } from "@/lib/accounts/schemas";
import { getUserWithProfile } from "@/lib/profiles/queries";
import { toPublicUserDto } from "@/lib/accounts/dto";
import { statisticsFor } from "@/lib/accounts/statistics";

export const POST = route({ input: getUserDetailSchema }, async ({ input }) => {
  const found = await getUserWithProfile(input.userId);
  return {
    user: toPublicUserDto(found, await statisticsFor(found.id)),
    // Placeholders until their issues land: `total` (completed jobs) and `projects` (job history) come
    // with the jobs issue, `availability` with availability, `requests` with booking requests.
    total: 0,
    projects: [],
    availability: null,
    requests: [],
  };
});
