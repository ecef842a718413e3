// POST /api/roster/list – { kind? } → { workers } (employers: the favourite and/or blocked workers of My team)
import { route } from "@/lib/http/route";
import { rosterListSchema } from "@/lib/roster/schemas";
import { listRoster } from "@/lib/roster/list";

export const POST = route({ role: "customer", input: rosterListSchema }, async ({ user, input }) => ({
  workers: await listRoster(user.id, input.kind),
}));
