// POST /api/job/pay_period – the employer pays the tracked hours of an ongoing hourly contract so far and the
// contract stays open (jobId, through "week" | "all", total; Idempotency-Key header or idempotencyKey)
// → { job, balance, payment }. Not in the spec's call table: named after job/pay_job (lib/money/pay/pay-period.ts).
import { route } from "@/lib/http/route";
import { payPeriodSchema } from "@/lib/money/ledger/wallet-schemas";
import { payPeriod } from "@/lib/money/pay/pay-period";

export const POST = route({ role: "customer", input: payPeriodSchema, body: "json", maxBytes: 4096 }, async ({ user, input, req }) => {
  return payPeriod(user, input, req);
});
