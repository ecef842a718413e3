// POST /api/roster/unblock – { userId } → { userId, kind } (lifts a block; idempotent)
import { route } from "@/lib/http/route";
import { rosterUserSchema } from "@/lib/roster/schemas";
import { unblockWorker } from "@/lib/roster/change";

export const POST = route({ role: "customer", input: rosterUserSchema }, async ({ user, input }) => unblockWorker(user, input.userId));
