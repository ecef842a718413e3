import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SandboxCheckoutActions, SandboxShell } from "@/components/payments/sandbox-panel";
import { formatCents } from "@/lib/money/amounts/format";
import { ownSandboxCheckout } from "@/lib/money/processors/payment-queries";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { isCheckoutOpen } from "@/lib/money/billing/billing-states";

export const metadata: Metadata = { title: "Checkout (sandbox)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  // off: the page does not exist (404 before any sign-in)
  if (!sandboxOn("cards")) notFound();
  const user = await requireUser();
  const session = await ownSandboxCheckout(user.id, (await params).id);
  if (!session) notFound();
  return (
    <SandboxShell title="Checkout">
      <p className="text-slate-700">
        {session.plan.name}: <span className="font-semibold">{formatCents(session.amountCents)}</span>
        {session.plan.per === "month" ? " per month" : ""}
      </p>
      {isCheckoutOpen(session.status) ? (
        <SandboxCheckoutActions id={session.id} />
      ) : (
        <p className="text-slate-600">This checkout session is no longer open.</p>
      )}
    </SandboxShell>
  );
}
