import type { Metadata } from "next";
import { requireUser } from "@/app/dashboard/_lib/session";
import { DepositBoard } from "@/components/payments/deposit-board";
import { formatCents } from "@/lib/money/format";
import { walletBalanceCents } from "@/lib/wallet/ledger";
import { ownPaypalOrder } from "@/lib/payments/queries";
import { depositsOn, paymentModes } from "@/lib/payments/mode";
import { PaymentsOffNotice } from "@/components/payments/payments-off-notice";
import { TestModeBanner } from "@/components/payments/test-mode-banner";
import { publicEnv } from "@/lib/public-env";

export const metadata: Metadata = { title: "Add Funds" };

type Search = Promise<{ paypal?: string; token?: string }>;

// the layout is kept across client navigations, so each page checks the session itself
export default async function Page({ searchParams }: { searchParams: Search }) {
  const user = await requireUser();
  const q = await searchParams;
  const modes = paymentModes();
  const [balance, order] = await Promise.all([
    walletBalanceCents(user.id),
    q.paypal === "return" && q.token ? ownPaypalOrder(user.id, q.token) : Promise.resolve(null),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <TestModeBanner />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Add Payment Method</h1>
        <p className="mt-1 text-slate-500">
          Current balance: <span className="font-semibold text-slate-800">{formatCents(balance)}</span>
        </p>
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
