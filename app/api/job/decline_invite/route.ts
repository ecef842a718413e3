// POST /api/job/decline_invite – an employee declines an invitation (id, reason) → { job }
import { route } from "@/lib/http/route";
import { declineInviteSchema } from "@/lib/proposals/schemas";
import { declineInvite } from "@/lib/proposals/decline-invite";

export const POST = route({ role: "provider", input: declineInviteSchema }, async ({ user, input }) => {
  return { job: await declineInvite(user, input) };
});
