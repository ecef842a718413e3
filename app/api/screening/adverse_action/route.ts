// POST /api/screening/adverse_action – checkId, step (pre_adverse | final_notice | proceed), note?: the employer's
// next FCRA step on a "consider" result, in order, the final notice only after the waiting period.
import { route } from "@/lib/http/route";
import { adverseStepSchema } from "@/lib/screening/schemas";
import { takeAdverseStep } from "@/lib/screening/adverse-action";

export const POST = route({ role: "customer", input: adverseStepSchema }, async ({ user, input }) => takeAdverseStep(user.id, input));
