// The employer's held money on the payment and deposit screens: "Held for N shifts" with the list (what each
// shift holds), and the contracts Not funded with a Fund button and a deposit link (lib/money/holds).
import Link from "next/link";
import { formatCents } from "@/lib/money/amounts/format";
import { heldForText, HOLD_MSG } from "@/lib/money/holds/hold-messages";
import type { HoldsSummary } from "@/lib/money/holds/holds-list";
import { FundContractButton } from "@/components/wallet/fund-contract-button";

function when(iso: string | null) {
  return iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : null;
}

export function HoldsSection({ holds, fund = true }: { holds: HoldsSummary; fund?: boolean }) {
  if (!holds.held.length && !holds.notFunded.length) return null;
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="holds">
      {holds.held.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900" data-testid="held-for">
            {heldForText(holds.held.length)}: {formatCents(holds.heldCents)}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {holds.held.map((h) => (
              <li key={h.contractId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <Link href={`/dashboard/detail-job/${h.jobId}`} className="font-medium break-words text-brand-700 hover:underline">
                    {h.title}
                  </Link>
                  <p className="text-slate-500">
                    {h.workerName}
                    {when(h.shiftStart) ? ` · ${when(h.shiftStart)}` : ""}
                  </p>
                </div>
                <span className="font-semibold text-slate-900">{formatCents(h.heldCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {holds.notFunded.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-amber-800" data-testid="not-funded-title">
            {HOLD_MSG.NotFunded} ({holds.notFunded.length})
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Workers see these shifts as Not funded.{" "}
            <Link href="/dashboard/deposit" className="font-medium text-brand-700 underline">
              Deposit
            </Link>{" "}
            and they are held for you.
          </p>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-amber-200 bg-amber-50/40">
            {holds.notFunded.map((h) => (
              <li
                key={h.contractId}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                data-testid="not-funded-row"
              >
                <div className="min-w-0">
                  <Link href={`/dashboard/detail-job/${h.jobId}`} className="font-medium break-words text-brand-700 hover:underline">
                    {h.title}
                  </Link>
                  <p className="text-slate-600">
                    {h.workerName} · needs {formatCents(h.holdCents)}
                  </p>
                </div>
                {fund && <FundContractButton jobId={h.jobId} title={h.title} />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
