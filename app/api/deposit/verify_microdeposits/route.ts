// POST /api/deposit/verify_microdeposits – paymentIntentId, verification (descriptor code, or comma-separated amounts) → { intent }
import { route } from "@/lib/http/route";
import { parseVerification, verifySchema } from "@/lib/money/deposits/deposit-schemas";
import { verifyMicrodeposits } from "@/lib/money/deposits/deposits";
import { requireCards } from "@/lib/money/processor-base/mode";

export const POST = route({ role: "customer", input: verifySchema }, async ({ user, input }) => {
  requireCards(); // 503 without a processor (lib/money/processor-base/mode.ts)
  return { intent: await verifyMicrodeposits(user, input.paymentIntentId, parseVerification(input.verification)) };
});
