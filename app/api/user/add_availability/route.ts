// POST /api/user/add_availability – adds days to the owner's weekly or no-repeat part (userId, type, timezone, sheetData)
import { route } from "@/lib/http/route";
import { addAvailabilitySchema } from "@/lib/availability/schemas";
import { addAvailability } from "@/lib/availability/availability";

export const POST = route({ input: addAvailabilitySchema }, async ({ user, input }) => addAvailability(user, input));
