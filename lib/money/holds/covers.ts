// Whether an employer's available balance (the wallet, holds already taken out) covers a shift's expected total
// now: what a worker is shown as Funded / Not funded before there is a contract with a hold (a booking request
// they are asked, an invitation to a job). Once hired, the contract's own hold says it (hold-state.ts).
import { db } from "@/lib/db";
import { parseFee } from "@/lib/settings/get-setting";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { holdAmountCents } from "@/lib/money/holds/holds";

export async function balanceCoversShift(
  customerId: string,
  terms: { payType: string; price: number; duration: number; extraPay?: number },
): Promise<boolean> {
  const [fee, balanceCents] = await Promise.all([
    db.setting.findUnique({ where: { key: "fee" }, select: { value: true } }),
    walletBalanceCents(customerId),
  ]);
  return balanceCents >= holdAmountCents(terms, parseFee(fee?.value));
}
