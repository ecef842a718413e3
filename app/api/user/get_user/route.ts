// POST /api/user/get_user {user_id} – one's own full user, or another person's public profile
// (never their e-mail or phone).
import { route } from "@/lib/http/route";
import { getUserSchema } from "@/lib/accounts/schemas";
import { getUserWithProfile } from "@/lib/profiles/queries";
import { toPublicUserDto, toSelfUserDto } from "@/lib/accounts/dto";
import { jobStatisticsOf } from "@/lib/jobs/statistics";

export const POST = route({ input: getUserSchema }, async ({ user, input }) => {
  const found = await getUserWithProfile(input.user_id);
  const statistics = await jobStatisticsOf(found.id);
  return { user: found.id === user.id ? toSelfUserDto(found, statistics) : toPublicUserDto(found, statistics) };
});
