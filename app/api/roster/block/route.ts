// POST /api/roster/block – { userId } → { userId, kind } (the worker no longer sees this employer's jobs; idempotent)
import { route } from "@/lib/http/route";
import { rosterUserSchema } from "@/lib/roster/schemas";
import { blockWorker } from "@/lib/roster/change";

export const POST = route({ role: "customer", input: rosterUserSchema }, async ({ user, input }) => blockWorker(user, input.userId));
