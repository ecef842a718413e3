// POST /api/sandbox/paypal_approve – id, approve: the sandbox's stand-in for PayPal's approval page (only while the
// PayPal sandbox runs, lib/money/processor-base/mode.ts; else 404)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { sandboxApprovePaypal } from "@/lib/money/deposits/paypal-deposit";
import { sandboxRoute } from "@/lib/money/processors/sandbox-guard";

const input = z.object({ id: z.string().trim().min(1).max(255), approve: z.boolean() });

export const POST = sandboxRoute(
  "paypal",
  route({ role: "customer", input }, async ({ user, input }) => {
    await sandboxApprovePaypal(user, input.id, input.approve);
    return {};
  }),
);
