// The Statements step of the payment screen: the last 12 months and the last years, each with its PDF and CSV
// download (GET statement/get). An employee's are earnings statements and year-end summaries; an employer's
// are invoices and annual summaries. Server component; one column at 360 px, two from the sm breakpoint.
import { recentPeriods, statementHref, type StatementPeriod } from "@/lib/money/statements/statement-period";

type Props = { customer: boolean; since: Date; now?: Date };

export function StatementsSection({ customer, since, now = new Date() }: Props) {
  const { months, years } = recentPeriods(now, since);
  const monthly = customer ? "Monthly invoices" : "Monthly statements";
  const yearly = customer ? "Annual summaries" : "Year-end earnings summaries";
  return (
    <section
      id="statements-step"
      aria-labelledby="statements-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="statements-title" className="font-semibold text-slate-900">
        Statements
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {customer
          ? "Shifts and contracts paid, service fees, late-cancellation pay and deposits, month by month."
          : "Earnings, fees, late-cancellation pay and withdrawals with your opening and closing balance. Gigline does not withhold taxes: keep these for your records."}{" "}
        Dates are in UTC.
      </p>
      <PeriodList title={monthly} periods={months} testId="statement-months" />
      <PeriodList title={yearly} periods={years} testId="statement-years" />
    </section>
  );
}

function PeriodList({ title, periods, testId }: { title: string; periods: StatementPeriod[]; testId: string }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid={testId}>
        {periods.map((p) => (
          <li key={p.key} className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 text-sm">
            <span className="min-w-0 truncate text-slate-800">{p.label}</span>
            <span className="flex shrink-0 gap-3">
              <DownloadLink period={p} format="pdf" />
              <DownloadLink period={p} format="csv" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DownloadLink({ period, format }: { period: StatementPeriod; format: "pdf" | "csv" }) {
  return (
    <a
      href={statementHref(period, format)}
      download
      aria-label={`${period.label}, ${format.toUpperCase()}`}
      className="rounded px-1 font-semibold text-brand-700 hover:underline"
    >
      {format.toUpperCase()}
    </a>
  );
}
