// POST /api/job/cancel_contract – the owner cancels a progressing contract (id) → { job }
// (path of our choosing: the spec does not show it; see lib/contracts/finish-contract.ts)
import { route } from "@/lib/http/route";
import { idSchema } from "@/lib/jobs/schemas";
import { finishContract } from "@/lib/contracts/finish-contract";

export const POST = route({ role: "customer", input: idSchema }, async ({ user, input }) => {
  return { job: await finishContract(user, input.id, "cancel_contract") };
});
