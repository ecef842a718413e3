// POST /api/user/update_availability – replaces the owner's weekly (or no-repeat) part (userId, type, timezone, sheetData)
import { route } from "@/lib/http/route";
import { updateAvailabilitySchema } from "@/lib/availability/schemas";
import { updateAvailability } from "@/lib/availability/availability";

export const POST = route({ input: updateAvailabilitySchema }, async ({ user, input }) => updateAvailability(user, input));
