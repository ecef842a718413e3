// POST /api/user/get_user_detail {userId} – what a profile page shows of a person (public view).
import { route } from "@/lib/http/route";
import { getUserDetailSchema } from "@/lib/accounts/schemas";
import { getUserWithProfile } from "@/lib/profiles/queries";
import { toPublicUserDto } from "@/lib/accounts/dto";
import { statisticsFor } from "@/lib/accounts/statistics";
import { listUserProjects } from "@/lib/jobs/list-user-projects";

export const POST = route({ input: getUserDetailSchema }, async ({ input, user }) => {
  const found = await getUserWithProfile(input.userId);
  const [statistics, { projects, total }] = await Promise.all([
    statisticsFor(found.id),
    listUserProjects(found.id, { id: user.id, type: user.type }),
  ]);
  return {
    user: toPublicUserDto(found, statistics),
    // employer: their jobs (Open / Active / Completed tabs); employee: their job history
    total,
    projects,
    // availability and booking requests arrive with their issues
    availability: null,
    requests: [],
  };
});
