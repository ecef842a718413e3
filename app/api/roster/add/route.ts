// POST /api/roster/add – { userId, note? } → { userId, kind } (a worker becomes a favourite; idempotent)
import { route } from "@/lib/http/route";
import { rosterAddSchema } from "@/lib/roster/schemas";
import { addFavorite } from "@/lib/roster/change";

export const POST = route({ role: "customer", input: rosterAddSchema }, async ({ user, input }) =>
  addFavorite(user, input.userId, input.note),
);
