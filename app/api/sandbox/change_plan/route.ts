// POST /api/sandbox/change_plan – plan (basic | standard | premium): the sandbox portal's change of plan
// (only while the card sandbox runs, lib/money/processor-base/mode.ts; else 404)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { sandboxChangePlan } from "@/lib/money/processors/sandbox-billing";
import { sandboxRoute, sandboxStep } from "@/lib/money/processors/sandbox-guard";

const input = z.object({ plan: z.enum(["basic", "standard", "premium"], { error: "Please choose basic, standard or premium." }) });

export const POST = sandboxRoute(
  "cards",
  route({ role: "customer", input }, async ({ user, input }) => {
    await sandboxStep(() => sandboxChangePlan(user.id, input.plan));
    return {};
  }),
);
