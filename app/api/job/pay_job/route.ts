// POST /api/job/pay_job – the employer pays a contract from the wallet (jobId, customerId, providerId,
// total, subTotal; Idempotency-Key header or idempotencyKey) → { job, balance, payment }
import { route } from "@/lib/http/route";
import { payJobSchema } from "@/lib/money/ledger/wallet-schemas";
import { payContract } from "@/lib/money/pay/pay-contract";

// auth "joined": the session is checked in the call's first statement (lib/money/pay/pay-contract.ts lockForPay)
export const POST = route(
  { role: "customer", auth: "joined", input: payJobSchema, body: "json", maxBytes: 4096 },
  async ({ session, input, req }) => {
    return payContract(session, input, req);
  },
);
