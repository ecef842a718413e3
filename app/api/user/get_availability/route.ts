// POST /api/user/get_availability – anyone's availability (userId; the caller's own when absent)
import { route } from "@/lib/http/route";
import { getAvailabilitySchema } from "@/lib/availability/schemas";
import { getAvailability } from "@/lib/availability/availability";

export const POST = route({ input: getAvailabilitySchema }, async ({ user, input }) => ({
  data: await getAvailability(input.userId ?? user.id),
}));
