// POST /api/roster/remove – { userId } → { userId, kind } (off the favourites; idempotent)
import { route } from "@/lib/http/route";
import { rosterUserSchema } from "@/lib/roster/schemas";
import { removeFavorite } from "@/lib/roster/change";

export const POST = route({ role: "customer", input: rosterUserSchema }, async ({ user, input }) => removeFavorite(user, input.userId));
