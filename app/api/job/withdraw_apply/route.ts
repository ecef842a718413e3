// POST /api/job/withdraw_apply – an employee withdraws their proposal while the job is open (id) → { job }
import { route } from "@/lib/http/route";
import { idSchema } from "@/lib/jobs/schemas";
import { withdrawProposal } from "@/lib/proposals/withdraw-proposal";

export const POST = route({ role: "provider", input: idSchema }, async ({ user, input }) => {
  return { job: await withdrawProposal(user, input.id) };
});
