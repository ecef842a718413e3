// POST /api/user/get_user_detail {userId} – what a profile page shows of a person (public view).
import { route } from "@/lib/http/route";
import { getUserDetailSchema } from "@/lib/accounts/schemas";
import { notFound } from "@/lib/http/errors";
import { MSG } from "@/lib/accounts/messages";
import { getUserDetail } from "@/lib/profiles/user-detail";

export const POST = route({ input: getUserDetailSchema }, async ({ input, user }) => {
  const detail = await getUserDetail(input.userId, { id: user.id, type: user.type });
  if (!detail) throw notFound(MSG.AccountDoesNotExist);
  return {
    user: detail.user,
    total: detail.total,
    projects: detail.projects,
    // availability and booking requests arrive with their issues
    availability: detail.availability,
    requests: [],
  };
});
