// The Transactions step: Date, Transaction, Amount (credits +, debits −), 10 rows a page. Server component.
// Deposits still processing come first (page 1) marked Processing; a settled deposit reads Completed; a
// payment shows its service fee on a line of its own, and what its hold paid (no change of the balance now).
import Link from "next/link";
import { formatCents } from "@/lib/money/amounts/format";
import type { TransactionDto } from "@/lib/money/history/history";
import { isProcessing } from "@/lib/money/ledger/wallet-states";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function signedAmount(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : `−${formatCents(-cents)}`;
}

function StatusBadge({ status }: { status: TransactionDto["status"] }) {
  return isProcessing(status) ? (
    <span
      className="ml-2 mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
      data-testid="tx-status"
    >
      Processing
    </span>
  ) : (
    <span
      className="ml-2 mt-1 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800"
      data-testid="tx-status"
    >
      Completed
    </span>
  );
}

export function TransactionsTable({
  rows: completed,
  processing = [],
  page,
  total,
  pageSize,
}: {
  rows: TransactionDto[];
  processing?: TransactionDto[];
  page: number;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const rows = [...processing, ...completed];
  if (!rows.length) return <p className="py-6 text-center text-sm text-slate-500">No transactions yet.</p>;
  return (
    <div>
      <table className="w-full table-fixed text-left text-sm" data-testid="transactions">
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-24 py-2 pr-2 font-medium sm:w-32">
              Date
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Transaction
            </th>
            <th scope="col" className="w-24 py-2 text-right font-medium sm:w-32">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((t) => (
            <tr key={`${t.status}:${t._id}`} data-type={t.type} data-status={t.status}>
              <td className="py-2.5 pr-2 align-top text-slate-600">{DATE.format(new Date(t.createdAt))}</td>
              <td className="break-words py-2.5 pr-2 align-top text-slate-800">
                {t.job ? (
                  <Link href={`/dashboard/detail-job/${t.job._id}?page=1`} className="hover:underline">
                    {t.title}
                  </Link>
                ) : (
                  t.title
                )}
                {t.feeCents > 0 && (
                  <span className="block text-xs text-slate-500" data-testid="tx-fee">
                    {formatCents(-t.amountCents - t.feeCents)} + service fee {formatCents(t.feeCents)}
                  </span>
                )}
                {t.heldCents > 0 && (
                  <span className="block text-xs text-slate-500" data-testid="tx-held">
                    {t.heldCents === -t.amountCents ? "Paid from the hold" : `${formatCents(t.heldCents)} of it from the hold`}
                  </span>
                )}
                {t.type === "plan" && <span className="block text-xs text-slate-500">Charged to your card, not your balance</span>}
                {t.type === "deposit" && <StatusBadge status={t.status} />}
              </td>
              <td
                className={`py-2.5 text-right align-top font-semibold ${isProcessing(t.status) ? "text-slate-400" : t.amountCents > 0 ? "text-green-700" : "text-slate-900"}`}
              >
                {signedAmount(t.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2 text-sm" aria-label="Transaction pages">
          {page > 1 ? (
            <Link href={`/dashboard/payment?page=${page - 1}`} className="font-semibold text-brand-700 hover:underline">
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-500">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={`/dashboard/payment?page=${page + 1}`} className="font-semibold text-brand-700 hover:underline">
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
