// POST /api/admin/decide_appeal {eventId, outcome: "upheld"|"overturned", note} – admins with two-step sign-in only: decides a pending
// appeal (pending → upheld | overturned), recomputes the worker's score and tells the worker.
import { route } from "@/lib/http/route";
import { decideAppealSchema } from "@/lib/reliability/schemas";
import { decideAppeal } from "@/lib/reliability/appeals";

export const POST = route({ role: "admin", input: decideAppealSchema }, async ({ user, input }) => {
  return { event: await decideAppeal(user, input) };
});
