// POST /api/sandbox/cancel_plan – the sandbox portal's cancel: the plan ends at its period's end (no Stripe key only)
import { route } from "@/lib/http/route";
import { sandboxCancelPlan } from "@/lib/payments/sandbox/billing";
import { sandboxStep } from "@/lib/payments/sandbox/guard";

export const POST = route({ role: "customer", body: ["json", "none"] }, async ({ user }) => {
  await sandboxStep(() => sandboxCancelPlan(user.id));
  return {};
});
