import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SandboxPaypalActions, SandboxShell } from "@/components/payments/sandbox-panel";
import { formatDollars } from "@/lib/money/amounts/format";
import { ownPaypalOrder } from "@/lib/money/processors/payment-queries";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { needsAction } from "@/lib/money/intents/intent-states";

export const metadata: Metadata = { title: "PayPal (sandbox)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  // off: the page does not exist (404 before any sign-in)
  if (!sandboxOn("paypal")) notFound();
  const user = await requireUser();
  const order = await ownPaypalOrder(user.id, (await params).id);
  if (!order || !order.sandbox) notFound();
  return (
    <SandboxShell title="Approve PayPal payment">
      <p className="text-slate-700">Pay {formatDollars(order.amount)} to Gigline from your PayPal account.</p>
      {needsAction(order.status) ? (
        <SandboxPaypalActions id={order.orderId} />
      ) : (
        <p className="text-slate-600">This order is no longer waiting for approval.</p>
      )}
    </SandboxShell>
  );
}
