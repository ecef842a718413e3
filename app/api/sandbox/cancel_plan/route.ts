// POST /api/sandbox/cancel_plan – the sandbox portal's cancel: the plan ends at its period's end
// (only while the card sandbox runs, lib/money/processor-base/mode.ts; else 404)
import { route } from "@/lib/http/route";
import { sandboxCancelPlan } from "@/lib/money/processors/sandbox-billing";
import { sandboxRoute, sandboxStep } from "@/lib/money/processors/sandbox-guard";

export const POST = sandboxRoute(
  "cards",
  route({ role: "customer", body: ["json", "none"] }, async ({ user }) => {
    await sandboxStep(() => sandboxCancelPlan(user.id));
    return {};
  }),
);
