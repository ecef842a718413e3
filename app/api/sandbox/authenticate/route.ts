// POST /api/sandbox/authenticate – id, outcome (complete | fail): the sandbox's 3-D Secure page (no Stripe key only)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { sandboxAuthenticate } from "@/lib/payments/sandbox/processor";
import { sandboxStep } from "@/lib/payments/sandbox/guard";

const input = z.object({ id: z.string().trim().min(1).max(255), outcome: z.enum(["complete", "fail"]) });

export const POST = route({ role: "customer", input }, async ({ user, input }) => {
  await sandboxStep(() => sandboxAuthenticate(input.id, user.id, input.outcome));
  return {};
});
