// POST /api/sandbox/paypal_approve – id, approve: the sandbox's stand-in for PayPal's approval page (no PayPal keys only)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/http/errors";
import { sandboxApprovePaypal } from "@/lib/payments/paypal/deposit";
import { paypalEnabled } from "@/lib/payments/paypal/client";

const input = z.object({ id: z.string().trim().min(1).max(255), approve: z.boolean() });

export const POST = route({ role: "customer", input }, async ({ user, input }) => {
  if (paypalEnabled()) throw new AppError(404, "The PayPal sandbox is off: this site uses PayPal.");
  await sandboxApprovePaypal(user, input.id, input.approve);
  return {};
});
