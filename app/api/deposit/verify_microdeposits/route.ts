// POST /api/deposit/verify_microdeposits – paymentIntentId, verification (descriptor code, or comma-separated amounts) → { intent }
import { route } from "@/lib/http/route";
import { parseVerification, verifySchema } from "@/lib/payments/schemas";
import { verifyMicrodeposits } from "@/lib/payments/deposits";

export const POST = route({ role: "customer", input: verifySchema }, async ({ user, input }) => {
  return { intent: await verifyMicrodeposits(user, input.paymentIntentId, parseVerification(input.verification)) };
});
