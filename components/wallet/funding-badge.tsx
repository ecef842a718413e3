// "Funded" / "Not funded": whether the employer's wallet holds a shift's total (lib/money/holds), and the contract's
// Not funded note (the worker is told; the employer can fund it).
import type { HoldState } from "@/lib/money/holds/hold-state";
import { HOLD_MSG } from "@/lib/money/holds/hold-messages";
import { FundContractButton } from "@/components/wallet/fund-contract-button";

export function FundingBadge({ funding }: { funding: Exclude<HoldState, "none"> }) {
  const held = funding === "held";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${held ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
      data-testid="funding-badge"
    >
      {held ? HOLD_MSG.Funded : HOLD_MSG.NotFunded}
    </span>
  );
}

export function ContractNotFunded({ jobId, title, owner }: { jobId: string; title: string; owner: boolean }) {
  return (
    <div
      className="mt-3 flex flex-wrap items-start justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="contract-not-funded"
    >
      <p className="min-w-0 flex-1">
        {owner
          ? "Not funded: your balance does not hold this shift's total yet. Fund it, or deposit and it is held for you."
          : HOLD_MSG.WorkerNotFunded}
      </p>
      {owner && <FundContractButton jobId={jobId} title={title} />}
    </div>
  );
}
