// POST /api/job/pay_job – the employer pays a contract from the wallet (jobId, customerId, providerId,
// total, subTotal; Idempotency-Key header or idempotencyKey) → { job, balance, payment }
import { route } from "@/lib/http/route";
import { payJobSchema } from "@/lib/wallet/schemas";
import { payContract } from "@/lib/wallet/pay-contract";

export const POST = route({ role: "customer", input: payJobSchema, body: "json", maxBytes: 4096 }, async ({ user, input, req }) => {
  return payContract(user, input, req);
});
