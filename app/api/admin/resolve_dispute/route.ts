// POST /api/admin/resolve_dispute {id, workerCents, reason} – admins with two-step sign-in only: settles an open
// dispute (workerCents to the worker, the fee pro rata, the rest back to the employer) in one journal, with the
// audit row; the queue item closes and both sides are told → { dispute }
import { route } from "@/lib/http/route";
import { resolveDisputeSchema } from "@/lib/disputes/schemas";
import { resolveDispute } from "@/lib/admin/ops/resolve-dispute";

export const POST = route({ role: "admin", input: resolveDisputeSchema }, async ({ user, input }) => resolveDispute(user, input));
