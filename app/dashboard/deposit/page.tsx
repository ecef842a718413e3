import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { DepositBoard } from "@/components/payments/deposit-board";
import { formatCents } from "@/lib/money/amounts/format";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { processingDeposits } from "@/lib/money/history/history";
import { ownPaypalOrder } from "@/lib/money/processors/payment-queries";
import { depositsOn, paymentModes } from "@/lib/money/processor-base/mode";
import { PaymentsOffNotice } from "@/components/payments/payments-off-notice";
import { TestModeBanner } from "@/components/payments/test-mode-banner";
import { publicEnv } from "@/lib/public-env";
import { LateCancelDebtNotice } from "@/components/cancellations/late-cancel-debt-notice";
import { openLateCancelDebtCents } from "@/lib/money/late-cancel/late-cancel-debts";
import { holdsOf } from "@/lib/money/holds/holds-list";
import { heldForText } from "@/lib/money/holds/hold-messages";

export const metadata: Metadata = { title: "Add Funds" };

type Search = Promise<{ paypal?: string; token?: string }>;

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page({ searchParams }: { searchParams: Search }) {
  const user = await requireUser();
  const q = await searchParams;
  const modes = paymentModes();
  const [balance, owedCents, processing, order, holds] = await Promise.all([
    walletBalanceCents(user.id),
    openLateCancelDebtCents(user.id),
    processingDeposits(user.id),
    q.paypal === "return" && q.token ? ownPaypalOrder(user.id, q.token) : Promise.resolve(null),
    user.type === "customer" ? holdsOf(user.id) : Promise.resolve(null),
  ]);
  const notFundedCents = holds ? holds.notFunded.reduce((n, h) => n + h.holdCents, 0) : 0;
  return (
    <div className="flex flex-col gap-6">
      <TestModeBanner />
      <div>
        {/* what the person does here is add funds (the buttons that lead here say so); the spec's "Add Payment
            Method" describes the choice below, which the subtitle keeps */}
        <h1 className="text-2xl font-bold text-slate-900">Add Funds</h1>
        <p className="mt-1 text-slate-500">Choose a payment method: PayPal, a credit card or a bank account.</p>
        <p className="mt-1 text-slate-500">
          {holds ? "Available" : "Current balance"}: <span className="font-semibold text-slate-800">{formatCents(balance)}</span>
          {holds && holds.held.length > 0 && (
            <span data-testid="deposit-held">
              {" "}
              · {heldForText(holds.held.length)}: {formatCents(holds.heldCents)}
            </span>
          )}
        </p>
        {holds && holds.notFunded.length > 0 && (
          <p className="mt-1 text-sm text-amber-800" data-testid="deposit-not-funded">
            {holds.notFunded.length} hired shift{holds.notFunded.length === 1 ? " is" : "s are"} Not funded ({formatCents(notFundedCents)}):
            a deposit funds {holds.notFunded.length === 1 ? "it" : "them"} as far as it goes.
          </p>
        )}
        {owedCents > 0 && (
          <div className="mt-2">
            <LateCancelDebtNotice owedCents={owedCents} />
          </div>
        )}
        {processing.length > 0 && (
          <ul
            className="mt-2 flex flex-col gap-1 text-sm text-slate-600"
            aria-label="Deposits processing"
            data-testid="deposits-processing"
          >
            {processing.map((p) => (
              <li key={p._id} className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Processing</span>
                <span>
                  {p.title}: {formatCents(p.amountCents)} (added to your balance once your bank settles it)
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {depositsOn(modes) ? (
        <DepositBoard
          cards={modes.cards}
          paypal={modes.paypal !== "off"}
          stripeKey={publicEnv.stripePublishableKey}
          paypalReturn={order && !order.credited ? { orderId: order.orderId, amount: order.amount } : null}
          paypalCancelled={q.paypal === "cancel"}
        />
      ) : (
        <PaymentsOffNotice>Adding funds is not available here yet. Your balance is unchanged; please contact support.</PaymentsOffNotice>
      )}
    </div>
  );
}
