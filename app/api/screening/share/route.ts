// POST /api/screening/share – checkId, sharedWithEmployer?, publicBadge?: who may see the worker's result.
import { route } from "@/lib/http/route";
import { shareSchema } from "@/lib/screening/schemas";
import { shareCheck } from "@/lib/screening/worker-actions";

export const POST = route({ role: "provider", input: shareSchema }, async ({ user, input }) => shareCheck(user.id, input));
