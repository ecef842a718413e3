import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/dashboard/_lib/session";
import { TransactionsTable } from "@/components/wallet/transactions-table";
import { formatDollars } from "@/lib/money/amounts/format";
import { transactionPage } from "@/lib/money/history/history";
import { TestModeBanner } from "@/components/payments/test-mode-banner";
import { LiveWalletRefresh } from "@/components/wallet/live-wallet-refresh";
import { LateCancelDebtNotice } from "@/components/cancellations/late-cancel-debt-notice";
import { openLateCancelDebtCents } from "@/lib/money/late-cancel/late-cancel-debts";
import { StatementsSection } from "@/components/wallet/statements-section";
import { HoldsSection } from "@/components/wallet/holds-section";
import { HireWhenFundedSwitch } from "@/components/wallet/hire-when-funded-switch";
import { holdsOf } from "@/lib/money/holds/holds-list";
import { heldForText } from "@/lib/money/holds/hold-messages";
import { formatCents } from "@/lib/money/amounts/format";
import { db } from "@/lib/db";

export const metadata: Metadata = { title: "Payment" };

type Props = { searchParams: Promise<{ page?: string }> };

// The spec's transactionHistory screen: steps Payment (balance, Total Paid / Total Earned, deposit or
// withdraw), Transactions (10 rows a page, CSV download) and Statements (monthly and yearly, PDF or CSV).
// The menu calls it Payment for employers and Earning for employees. The layout is kept across client navigations, so each page checks the session.
export default async function PaymentPage({ searchParams }: Props) {
  const user = await requireUser();
  const customer = user.type === "customer";
  const requested = Number((await searchParams).page ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const [data, owedCents, holds, settings] = await Promise.all([
    transactionPage(user.id, page),
    customer ? openLateCancelDebtCents(user.id) : 0,
    // an employer's balance is what is Available; what the wallet holds for hired shifts is listed apart (lib/money/holds)
    customer ? holdsOf(user.id) : null,
    customer ? db.user.findUnique({ where: { id: user.id }, select: { hireOnlyWhenFunded: true } }) : null,
  ]);
  const linkClass =
    "inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <TestModeBanner />
      {/* the employee's figures move live when a payment to them commits */}
      {!customer && <LiveWalletRefresh />}
      <h1 className="text-2xl font-bold text-slate-900">{customer ? "Payment" : "Earning"}</h1>
      <ol className="flex flex-wrap gap-2 text-sm font-medium text-slate-600" aria-label="Steps">
        <li>
          <a href="#payment-step" className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:underline">
            1. Payment
          </a>
        </li>
        <li>
          <a href="#transactions-step" className="rounded-full bg-slate-100 px-3 py-1 hover:underline">
            2. Transactions
          </a>
        </li>
        <li>
          <a href="#statements-step" className="rounded-full bg-slate-100 px-3 py-1 hover:underline">
            3. Statements
          </a>
        </li>
      </ol>

      <section
        id="payment-step"
        aria-labelledby="payment-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="payment-title" className="font-semibold text-slate-900">
          Payment
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-500">{customer ? "Available" : "Balance"}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="wallet-balance">
              {formatDollars(data.balance)}
            </dd>
            {holds && holds.held.length > 0 && (
              <dd className="mt-1 text-sm text-slate-600" data-testid="wallet-held">
                {heldForText(holds.held.length)}: {formatCents(holds.heldCents)}
              </dd>
            )}
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-500">{customer ? "Total Paid" : "Total Earned"}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="wallet-total">
              {formatDollars(customer ? data.totalPaid : data.totalEarned)}
            </dd>
          </div>
        </dl>
        {holds && <HoldsSection holds={holds} />}
        {owedCents > 0 && (
          <div className="mt-4">
            <LateCancelDebtNotice owedCents={owedCents} />
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {customer ? (
            <Link href="/dashboard/deposit" className={linkClass}>
              Deposit
            </Link>
          ) : (
            <Link href="/dashboard/withdraw" className={linkClass}>
              Withdraw
            </Link>
          )}
        </div>
      </section>

      {settings && (
        <section aria-label="Hiring and funding" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <HireWhenFundedSwitch initial={settings.hireOnlyWhenFunded} />
        </section>
      )}

      <section
        id="transactions-step"
        aria-labelledby="transactions-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="transactions-title" className="font-semibold text-slate-900">
            Transactions
          </h2>
          {data.total + data.processing.length > 0 && (
            <a href="/api/transaction/csv" className="text-sm font-semibold text-brand-700 hover:underline" download>
              Download CSV
            </a>
          )}
        </div>
        <div className="mt-3">
          <TransactionsTable
            rows={data.transactions}
            processing={data.processing}
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
          />
        </div>
      </section>

      <StatementsSection customer={customer} since={user.createdAt} />
    </div>
  );
}
