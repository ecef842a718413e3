// The Transactions step: Date, Transaction, Amount (credits +, debits −), 10 rows a page. Server component.
import Link from "next/link";
import { formatCents } from "@/lib/money/format";
import type { TransactionDto } from "@/lib/wallet/history";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function signedAmount(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : `−${formatCents(-cents)}`;
}

export function TransactionsTable({ rows, page, total, pageSize }: { rows: TransactionDto[]; page: number; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
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
            <tr key={t._id} data-type={t.type}>
              <td className="py-2.5 pr-2 align-top text-slate-600">{DATE.format(new Date(t.createdAt))}</td>
              <td className="break-words py-2.5 pr-2 align-top text-slate-800">
                {t.job ? (
                  <Link href={`/dashboard/detail-job/${t.job._id}?page=1`} className="hover:underline">
                    {t.title}
                  </Link>
                ) : (
                  t.title
                )}
              </td>
              <td className={`py-2.5 text-right align-top font-semibold ${t.amountCents > 0 ? "text-green-700" : "text-slate-900"}`}>{signedAmount(t.amountCents)}</td>
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
