// POST /api/job/decline_proposal – the job's owner declines a proposal with a reason (id, reason) → { job }
import { route } from "@/lib/http/route";
import { declineProposalSchema } from "@/lib/proposals/schemas";
import { declineProposal } from "@/lib/proposals/answer-proposal";

export const POST = route({ role: "customer", input: declineProposalSchema }, async ({ user, input }) => {
  return { job: await declineProposal(user, input) };
});
