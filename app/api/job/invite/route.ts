// POST /api/job/invite – the owner invites employees (id, employees) → { job, invited, skipped, message }
import { route } from "@/lib/http/route";
import { inviteSchema } from "@/lib/proposals/schemas";
import { inviteEmployees } from "@/lib/proposals/invite-employees";

export const POST = route({ role: "customer", input: inviteSchema }, async ({ user, input }) => {
  return inviteEmployees(user, input);
});
