// POST /api/sandbox/checkout_pay – id, card: pay on the sandbox checkout page with a test card
// (only while the card sandbox runs, lib/money/processor-base/mode.ts; else 404)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { sandboxPayCheckout } from "@/lib/money/processors/sandbox-billing";
import { sandboxRoute, sandboxStep } from "@/lib/money/processors/sandbox-guard";

const input = z.object({ id: z.string().trim().min(1).max(255), card: z.string().trim().min(1, "Please enter the card.").max(30) });

export const POST = sandboxRoute(
  "cards",
  route({ role: "customer", input }, async ({ user, input }) => {
    await sandboxStep(() => sandboxPayCheckout(input.id, user.id, input.card));
    return {};
  }),
);
