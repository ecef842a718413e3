// POST /api/user/clear_availability – clears the owner's weekly or no-repeat part, or both (userId, type)
import { route } from "@/lib/http/route";
import { clearAvailabilitySchema } from "@/lib/availability/schemas";
import { clearAvailability } from "@/lib/availability/availability";

export const POST = route({ input: clearAvailabilitySchema }, async ({ user, input }) => clearAvailability(user, input));
