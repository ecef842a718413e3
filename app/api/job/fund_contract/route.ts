// POST /api/job/fund_contract – the employer funds a Not funded contract: its hold is placed from the wallet
// (jobId; Idempotency-Key header or idempotencyKey) → { message, balance, hold }; 402 { notFunded, missing,
// deposit } when the balance does not cover it (lib/contracts/fund-contract.ts).
import { route } from "@/lib/http/route";
import { fundContractSchema } from "@/lib/contracts/schemas";
import { fundContract } from "@/lib/contracts/fund-contract";

export const POST = route({ role: "customer", input: fundContractSchema, body: "json", maxBytes: 2048 }, async ({ user, input, req }) => {
  return fundContract(user, input, req);
});
