// What an employer still owes workers for late cancellations (lib/money/late-cancel), on the payment and
// deposit screens: the next deposit pays it first. Nothing is shown when nothing is owed.
import { formatCents } from "@/lib/money/amounts/format";

export function LateCancelDebtNotice({ owedCents }: { owedCents: number }) {
  if (owedCents <= 0) return null;
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="late-cancel-debt">
      You owe {formatCents(owedCents)} for late cancellations; it is paid first from your next deposit.
    </p>
  );
}
