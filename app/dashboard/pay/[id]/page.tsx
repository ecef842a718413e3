import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { Avatar } from "@/components/ui/avatar";
import { formatLongDate } from "@/components/profile/format";
import { durationText } from "@/lib/time/format";
import { durationLabel, rateCaption } from "@/components/jobs/detail/labels";
import { PayPanel } from "@/components/wallet/pay-panel";
import { AppError } from "@/lib/http/errors";
import { JOB_STATUS } from "@/lib/jobs/states";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { formatCents, formatRateCents } from "@/lib/money/amounts/format";
import { quoteContractPayment } from "@/lib/money/pay/pay-contract";
import { quotePayPeriods } from "@/lib/money/pay/pay-period";
import { PayPeriodPanel } from "@/components/wallet/pay-period-panel";
import { CompleteContractButton } from "@/components/wallet/complete-contract-button";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { depositsOn } from "@/lib/money/processor-base/mode";
import { TestModeBanner } from "@/components/payments/test-mode-banner";

export const metadata: Metadata = { title: "Process Payment" };

type Props = { params: Promise<{ id: string }> };

// Process Payment: where completing a contract leads (the id is the job's). The figures are the server's
// (lib/money/pricing/pricing.ts); Pay Now sends them back and job/pay_job refuses them if they went stale.
// The layout is kept across client navigations, so each page checks the session itself.
export default async function PayPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const quote = await quoteContractPayment(id, user.id).catch((err) => {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) notFound();
    if (err instanceof AppError && err.status === 409) return null;
    throw err;
  });

  if (!quote) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <TestModeBanner />
        <h1 className="text-2xl font-bold text-slate-900">Process Payment</h1>
        <EmptyState title="Nothing to pay for yet.">{WALLET_MSG.NoContract}</EmptyState>
      </div>
    );
  }
  const { job, contract, provider, amounts: a } = quote;
  const payable = !quote.paid && (job.status === JOB_STATUS.progressing || job.status === JOB_STATUS.completed);
  // an ongoing hourly contract is paid by period (its hours so far) and completed separately
  const periods = job.payType === "Hourly" && job.status === JOB_STATUS.progressing ? await quotePayPeriods(job.id, user.id) : null;
  const info: [string, string, string][] = [
    ["Contract", `${job.title} (#${contract.id})`, "pay-contract"],
    ["Start date", formatLongDate(contract.createdAt), "pay-start"],
    ["Duration", durationLabel(contract.duration, job.payType), "pay-duration"],
    [rateCaption(job.payType), job.payType === "Hourly" ? formatRateCents(contract.price) : formatCents(contract.price), "pay-rate"],
  ];
  const charge: [string, string, string][] = [
    ...(a.minutes !== null && a.hoursTracked
      ? [[quote.paidEntries ? "Unpaid hours" : "Hours tracked", durationText(a.minutes * 60), "pay-hours"] as [string, string, string]]
      : []),
    ...(contract.extraPay ? [["Extra pay", formatCents(contract.extraPay), "pay-extra"] as [string, string, string]] : []),
    ["Subtotal", formatCents(a.subTotalCents), "pay-subtotal"],
    [`Service fee (${a.feePercent}%)`, formatCents(a.feeCents), "pay-fee"],
  ];

  // the contract's hold (lib/money/holds) pays first: it counts toward what can be paid, beside the wallet
  const balanceRows: [string, string, string][] = [
    [quote.heldCents > 0 ? "Available" : "Current balance", formatCents(quote.balanceCents), "pay-balance"],
    ...(quote.heldCents > 0 ? [["Held for this contract", formatCents(quote.heldCents), "pay-held"] as [string, string, string]] : []),
  ];
  const total = (
    <div className="flex justify-between gap-4 py-3 text-base">
      <dt className="font-semibold text-slate-900">Total</dt>
      <dd className="font-bold text-slate-900" data-testid="pay-total">
        {formatCents(a.totalCents)}
      </dd>
    </div>
  );
  const settle =
    periods && quote.nothingLeft ? (
      <CompleteContractButton jobId={job.id} />
    ) : quote.paid ? (
      <p className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800" role="status" data-testid="pay-paid">
        This contract is paid.{" "}
        <Link href="/dashboard/payment" className="font-semibold underline">
          See your transactions
        </Link>
      </p>
    ) : payable ? (
      <PayPanel
        jobId={job.id}
        customerId={user.id}
        providerId={contract.userId}
        total={centsToDollars(a.totalCents)}
        subTotal={centsToDollars(a.subTotalCents)}
        balance={centsToDollars(quote.balanceCents + quote.heldCents)}
        canAddFunds={depositsOn()}
      />
    ) : (
      <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" role="note">
        {WALLET_MSG.NotPayable}
      </p>
    );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <TestModeBanner />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Process Payment</h1>
        <p className="mt-1 text-slate-600">{job.title}</p>
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="pay-summary">
        <h2 id="pay-summary" className="font-semibold text-slate-900">
          Employee
        </h2>
        <div className="mt-3 flex items-center gap-3">
          <Avatar src={provider.avatar || null} name={provider.name} size={48} />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900" data-testid="pay-employee">
              {provider.name}
            </p>
            {provider.title && <p className="text-sm text-slate-500">{provider.title}</p>}
          </div>
        </div>
        <dl className="mt-5 divide-y divide-slate-100 text-sm">
          <Rows rows={periods ? [...info, ...balanceRows] : [...info, ...charge]} />
          {!periods && total}
          {!periods && <Rows rows={balanceRows} />}
        </dl>
        {!periods && settle}
      </section>
      {periods && (
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="pay-periods">
          <h2 id="pay-periods" className="font-semibold text-slate-900">
            Pay hours so far
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Pay the tracked hours now, weekly or any time; the contract stays open. Weeks run Sunday to Saturday in the job&apos;s time
            zone.
          </p>
          <div className="mt-4">
            <PayPeriodPanel quote={periods} canAddFunds={depositsOn()} />
          </div>
        </section>
      )}
      {periods && (
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="pay-complete">
          <h2 id="pay-complete" className="font-semibold text-slate-900">
            Complete contract
          </h2>
          <p className="mt-1 text-sm text-slate-600">Completing ends the contract and pays what is still unpaid.</p>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            <Rows rows={charge} />
            {total}
          </dl>
          {settle}
        </section>
      )}
      <Link href={`/dashboard/detail-job/${job.id}?page=1`} className="self-start text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the contract
      </Link>
    </div>
  );
}

function Rows({ rows }: { rows: [string, string, string][] }) {
  return rows.map(([label, value, testId]) => (
    <div key={testId} className="flex justify-between gap-4 py-2.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all text-right font-medium text-slate-800" data-testid={testId}>
        {value}
      </dd>
    </div>
  ));
}
