// The hold of a new contract, in the transaction that hires (job/hire, booking_request/accept): its amount is
// fixed on the contract, then placed when the employer's wallet covers it. Otherwise the hire still happens,
// Not funded, and the employer is told what is missing with a link to deposit — unless the employer chose
// "Only hire when funded" (User.hireOnlyWhenFunded): then job/hire is refused with 402 and the amount missing
// (a worker's accept of a booking request is never refused for the employer's balance: it is hired Not funded).
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/create-notification";
import { parseFee } from "@/lib/settings/get-setting";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { fundContractTx, holdAmountCents, type FundResult } from "@/lib/money/holds/holds";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";

export const HOLD_NOT_FUNDED_NOTE = "hold_not_funded";

export async function holdOnHire(
  tx: Tx,
  p: { contractId: string; customerId: string; payType: string; price: number; duration: number; extraPay?: number },
  now = new Date(),
  /** the employer hires (job/hire): their "Only hire when funded" applies. A worker's accept of a booking never fails on it. */
  byEmployer = false,
): Promise<FundResult> {
  // the fee read in this transaction (no second pool connection while it holds one)
  const fee = await tx.setting.findUnique({ where: { key: "fee" }, select: { value: true } });
  const holdCents = holdAmountCents(p, parseFee(fee?.value));
  if (holdCents <= 0) return { funded: false, created: false, missingCents: 0, balanceCents: 0 };
  await tx.contract.update({ where: { id: p.contractId }, data: { holdCents } });
  const done = await fundContractTx(tx, p.contractId, now);
  if (!done) throw new Error(`contract ${p.contractId} not found in its own transaction`);
  const { contract, result } = done;
  if (result.funded) return result;
  const employer = await tx.user.findUniqueOrThrow({ where: { id: p.customerId }, select: { hireOnlyWhenFunded: true } });
  if (byEmployer && employer.hireOnlyWhenFunded) {
    throw new AppError(402, HOLD_MSG.OnlyWhenFunded(result.missingCents), {
      notFunded: true,
      missing: centsToDollars(result.missingCents),
      deposit: "/dashboard/deposit",
    });
  }
  await notify(tx, {
    userId: p.customerId,
    type: HOLD_NOT_FUNDED_NOTE,
    message: HOLD_MSG.NotFundedNote(contract.title, result.missingCents),
    jobId: contract.jobId,
  });
  return result;
}
