// POST /api/job/shortlist_proposal – the job's owner shortlists a proposal, or takes it off the shortlist (id) → { job }
import { route } from "@/lib/http/route";
import { proposalIdSchema } from "@/lib/proposals/schemas";
import { shortlistProposal } from "@/lib/proposals/answer-proposal";

export const POST = route({ role: "customer", input: proposalIdSchema }, async ({ user, input }) => {
  return { job: await shortlistProposal(user, input.id) };
});
