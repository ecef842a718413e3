import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/dashboard/_lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { WithdrawForm } from "@/components/wallet/withdraw-form";
import { AutoPayoutCard } from "@/components/wallet/auto-payout-card";
import { formatCents, formatDollars } from "@/lib/money/amounts/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { listWithdrawals } from "@/lib/money/payouts/withdraw";
import { readPayoutSetup } from "@/lib/money/payouts/stripe-connect-onboarding";
import { readInstantPayout } from "@/lib/money/payouts/instant-payout";
import { readAutoPayout } from "@/lib/money/payouts/auto-payout";
import { paymentModes, payoutMethodOn } from "@/lib/money/processor-base/mode";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { PaymentsOffNotice } from "@/components/payments/payments-off-notice";
import { TestModeBanner } from "@/components/payments/test-mode-banner";
import { isWithdrawalFailed } from "@/lib/money/ledger/wallet-states";

export const metadata: Metadata = { title: "Withdraw" };

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  paid: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
};
const STATUS_LABEL: Record<string, string> = { pending: "Pending", paid: "Paid", failed: "Failed: returned to balance" };
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

type Props = { searchParams: Promise<{ stripe?: string | string[] }> };

// PayPal, bank and instant (debit card, for a fee) forms, the automatic payout settings, then each withdrawal's status. The layout is kept across client navigations, so
// each page checks the session itself. With Stripe Connect on, the bank tab shows the Stripe set-up status;
// ?stripe=return (Stripe's return_url) reads the account from Stripe first, ?stripe=refresh (an expired link)
// opens the bank tab so the person can ask for a new link.
export default async function WithdrawPage({ searchParams }: Props) {
  const user = await requireUser();
  if (user.type !== "provider") {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold text-slate-900">Withdraw</h1>
        <EmptyState title="Withdrawals are for employees.">
          Employers add funds to pay contracts.{" "}
          <Link href="/dashboard/payment" className="font-semibold text-brand-700 hover:underline">
            See your payments
          </Link>
        </EmptyState>
      </div>
    );
  }
  const { stripe } = await searchParams;
  const [balanceCents, withdrawals, payoutSetup, instant, autoPayout] = await Promise.all([
    walletBalanceCents(user.id),
    listWithdrawals(user.id),
    readPayoutSetup(user.id, { refresh: stripe === "return" }),
    readInstantPayout(user.id),
    readAutoPayout(user.id),
  ]);
  const fromStripe = payoutSetup !== null && (stripe === "return" || stripe === "refresh");
  // a method nobody can pay out here (lib/money/processor-base/mode.ts) shows why instead of its fields
  const modes = paymentModes();
  const unavailable = {
    ...(payoutMethodOn("paypal", modes) ? {} : { paypal: PAY_MSG.PaypalPayoutsNotConfigured }),
    ...(payoutMethodOn("bank", modes) ? {} : { bank: PAY_MSG.BankPayoutsNotConfigured }),
  };
  const none = Boolean(unavailable.paypal && unavailable.bank);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <TestModeBanner />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Withdraw</h1>
        <p className="mt-1 text-slate-600">
          Balance:{" "}
          <span className="font-semibold text-slate-900" data-testid="withdraw-balance">
            {formatCents(balanceCents)}
          </span>
        </p>
      </div>
      {none ? (
        <PaymentsOffNotice>Withdrawals are not available here yet. Your balance stays in your wallet.</PaymentsOffNotice>
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label="Withdraw form">
          <WithdrawForm
            balance={centsToDollars(balanceCents)}
            payoutSetup={payoutSetup}
            initialMethod={fromStripe || unavailable.paypal ? "bank" : "paypal"}
            unavailable={unavailable}
            instant={instant}
          />
        </section>
      )}
      {!none && <AutoPayoutCard initial={autoPayout} />}
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title" className="font-semibold text-slate-900">
          Your withdrawals
        </h2>
        {withdrawals.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">No withdrawals yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" data-testid="withdrawals">
            {withdrawals.map((w) => (
              <li key={w._id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {formatDollars(w.amount)}
                    {w.fee > 0 && <span className="font-normal text-slate-500"> + {formatDollars(w.fee)} instant fee</span>}
                  </p>
                  <p className="break-words text-slate-500">
                    {w.destination} · {DATE.format(new Date(w.createdAt))}
                  </p>
                  {isWithdrawalFailed(w.status) && w.failureReason && <p className="text-red-700">{w.failureReason}</p>}
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[w.status] ?? ""}`}
                  data-testid="withdrawal-status"
                >
                  {STATUS_LABEL[w.status] ?? w.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
