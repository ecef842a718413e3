// A statement as CSV: a heading block, the summary (Item, Amount), one row per line of the period, a year's
// months, then the notes. Amounts are plain dollars with two decimals ("3450.00"), as in the transaction CSV,
// so a spreadsheet sums them; the last column of a line is its signed change of the balance, so that column
// sums to the closing balance minus the opening one.
import { centsToDollars } from "@/lib/money/amounts/convert";
import { csvCell } from "@/lib/money/history/history";
import type { StatementData } from "@/lib/money/statements/statement-data";
import {
  FEE_NOTE,
  TAX_NOTE,
  UTC_NOTE,
  counterpartHeading,
  isoDay,
  lastDay,
  lineLabel,
  statementTitle,
  summaryRows,
} from "@/lib/money/statements/statement-text";

const money = (cents: number) => centsToDollars(cents).toFixed(2);

export function statementCsv(d: StatementData): string {
  const provider = d.role === "provider";
  const rows: string[][] = [
    [csvCell(statementTitle(d))],
    ["Name", csvCell(d.person.name)],
    ["E-mail", csvCell(d.person.email)],
    ["Period", isoDay(d.period.from), isoDay(lastDay(d))],
    ["Generated", d.generatedAt.toISOString()],
    [],
    ["Summary", "Amount (USD)"],
    ...summaryRows(d.role, d.totals).map((r) => [csvCell(r.label), money(r.cents)]),
    [],
    [
      "Date",
      "Type",
      "Job",
      counterpartHeading(d.role),
      provider ? "Gross (USD)" : "Amount (USD)",
      "Fee (USD)",
      provider ? "Net (USD)" : "Balance change (USD)",
      "Description",
    ],
    ...d.lines.map((l) => [
      isoDay(l.date),
      csvCell(lineLabel(l.kind)),
      csvCell(l.jobTitle ?? ""),
      csvCell(l.counterpart ?? ""),
      money(l.grossCents),
      money(l.feeCents),
      money(l.walletCents),
      csvCell(l.title),
    ]),
  ];
  if (d.months.length) {
    rows.push(
      [],
      provider
        ? ["Month", "Gross earnings (USD)", "Fees (USD)", "Late-cancellation pay (USD)", "Net earnings (USD)", "Withdrawals (USD)"]
        : ["Month", "Paid to workers (USD)", "Fees (USD)", "Late-cancellation pay (USD)", "Total charged (USD)", "Deposits (USD)"],
      ...d.months.map(({ period, totals: t }) =>
        provider
          ? [
              period.key,
              money(t.earningsGrossCents),
              money(t.earningsFeeCents),
              money(t.lateCancelReceivedCents),
              money(t.netEarningsCents),
              money(t.withdrawalsCents),
            ]
          : [
              period.key,
              money(t.paymentsCents),
              money(t.paymentsFeeCents),
              money(t.lateCancelPaidCents),
              money(t.totalChargedCents),
              money(t.depositsCents),
            ],
      ),
    );
  }
  rows.push([], [csvCell(UTC_NOTE)]);
  if (provider && d.totals.earningsFeeCents === 0) rows.push([csvCell(FEE_NOTE)]);
  if (provider) rows.push([csvCell(TAX_NOTE)]);
  return `${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;
}
