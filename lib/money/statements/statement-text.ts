// The words of a statement, shared by its PDF and its CSV: titles, the summary's rows for each side, line
// labels and the tax note. Amounts stay integer cents here; each format writes them its own way.
import type { LineKind, StatementData, StatementTotals } from "@/lib/money/statements/statement-data";

export const TAX_NOTE =
  "Gigline does not withhold taxes. A Form 1099 may be issued to you by our payment processor; keep this statement for your records.";
export const UTC_NOTE = "All dates are in UTC. Amounts are in US dollars.";
export const FEE_NOTE = "Gigline's service fee is paid by the employer on top of your pay; nothing is taken from your earnings.";

/** "Earnings statement — October 2026", "Invoice — October 2026", "Year-end earnings summary — 2026". */
export function statementTitle(d: Pick<StatementData, "role" | "period">): string {
  const what =
    d.role === "provider"
      ? d.period.kind === "year"
        ? "Year-end earnings summary"
        : "Earnings statement"
      : d.period.kind === "year"
        ? "Annual payment summary"
        : "Invoice";
  return `${what} — ${d.period.label}`;
}

/** The file's name: gigline-earnings-2026-10.pdf, gigline-invoice-2026-10.csv, gigline-earnings-2026.pdf. */
export function statementFileName(d: Pick<StatementData, "role" | "period">, format: "pdf" | "csv"): string {
  return `gigline-${d.role === "provider" ? "earnings" : "invoice"}-${d.period.key}.${format}`;
}

export type SummaryRow = { label: string; cents: number; strong?: boolean };

/** Money out, shown negative ("-$100.00"); nothing is "$0.00", never "-$0.00". */
const neg = (cents: number) => (cents ? -cents : 0);

/**
 * The summary, in the order each side reads it: movements signed as they change the balance (money out
 * negative), the subtotals Net earnings and Total charged as plain amounts. Rows that are 0 and not essential
 * are left out.
 */
export function summaryRows(role: StatementData["role"], t: StatementTotals): SummaryRow[] {
  const rows: (SummaryRow & { keep?: boolean })[] =
    role === "provider"
      ? [
          { label: "Opening balance", cents: t.openingCents, keep: true },
          { label: "Gross earnings", cents: t.earningsGrossCents, keep: true },
          { label: "Service fees", cents: neg(t.earningsFeeCents), keep: true },
          { label: "Late-cancellation pay", cents: t.lateCancelReceivedCents, keep: true },
          { label: "Net earnings", cents: t.netEarningsCents, keep: true, strong: true },
          { label: "Payouts and withdrawals", cents: neg(t.withdrawalsCents), keep: true },
          { label: "Withdrawals returned", cents: t.withdrawalsReturnedCents },
          { label: "Deposits", cents: t.depositsCents },
          { label: "Payments sent", cents: neg(t.paymentsCents + t.paymentsFeeCents + t.lateCancelPaidCents) },
          { label: "Other", cents: t.otherCents },
          { label: "Closing balance", cents: t.closingCents, keep: true, strong: true },
        ]
      : [
          { label: "Opening balance", cents: t.openingCents, keep: true },
          { label: "Deposits", cents: t.depositsCents, keep: true },
          { label: "Paid to workers", cents: neg(t.paymentsCents), keep: true },
          { label: "Service fees", cents: neg(t.paymentsFeeCents), keep: true },
          { label: "Late-cancellation pay", cents: neg(t.lateCancelPaidCents), keep: true },
          { label: "Total charged", cents: t.totalChargedCents, keep: true, strong: true },
          { label: "Earnings received", cents: t.earningsGrossCents - t.earningsFeeCents + t.lateCancelReceivedCents },
          { label: "Withdrawals", cents: neg(t.withdrawalsCents) },
          { label: "Withdrawals returned", cents: t.withdrawalsReturnedCents },
          { label: "Other", cents: t.otherCents },
          { label: "Closing balance", cents: t.closingCents, keep: true, strong: true },
        ];
  const out: SummaryRow[] = rows.filter((r) => r.keep || r.cents !== 0).map(({ label, cents, strong }) => ({ label, cents, strong }));
  if (t.cardChargesCents) out.push({ label: "Plans and credits (paid by card, not from the balance)", cents: neg(t.cardChargesCents) });
  return out;
}

const KIND_LABEL: Record<LineKind, string> = {
  earning: "Payment received",
  payment: "Payment",
  late_cancel: "Late-cancellation pay",
  deposit: "Deposit",
  withdrawal: "Withdrawal",
  withdrawal_returned: "Withdrawal returned",
  card_charge: "Plan or credit (card)",
  hold: "Held for a shift",
  hold_returned: "Returned from a hold",
  other: "Other",
};

export function lineLabel(kind: LineKind): string {
  return KIND_LABEL[kind];
}

/** The heading of the other person's column: a worker sees the employer, an employer the worker. */
export function counterpartHeading(role: StatementData["role"]): string {
  return role === "provider" ? "Employer" : "Worker";
}

/** The statement's last day: the period's, or today's while the period runs. */
export function lastDay(d: Pick<StatementData, "period" | "generatedAt">): Date {
  return new Date(Math.min(d.period.to.getTime(), d.generatedAt.getTime()) - 1);
}

/** YYYY-MM-DD (UTC). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
