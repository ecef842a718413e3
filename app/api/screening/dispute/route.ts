// POST /api/screening/dispute – checkId, reason: the worker disputes a complete result.
import { route } from "@/lib/http/route";
import { disputeSchema } from "@/lib/screening/schemas";
import { disputeCheck } from "@/lib/screening/worker-actions";

export const POST = route({ role: "provider", input: disputeSchema }, async ({ user, input }) => disputeCheck(user.id, input));
