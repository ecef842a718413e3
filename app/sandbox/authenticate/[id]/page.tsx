import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/app/dashboard/_lib/session";
import { SandboxAuthenticateActions, SandboxShell } from "@/components/payments/sandbox-panel";
import { formatCents } from "@/lib/money/amounts/format";
import { ownSandboxIntent } from "@/lib/money/processors/payment-queries";
import { sandboxOn } from "@/lib/money/processor-base/mode";
import { needsAction } from "@/lib/money/intents/intent-states";

export const metadata: Metadata = { title: "Card authentication (sandbox)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  // off: the page does not exist (404 before any sign-in)
  if (!sandboxOn("cards")) notFound();
  const user = await requireUser();
  const intent = await ownSandboxIntent(user.id, (await params).id);
  if (!intent || intent.method !== "card") notFound();
  return (
    <SandboxShell title="3-D Secure authentication">
      <p className="text-slate-700">Your bank asks you to confirm a card payment of {formatCents(intent.amountCents)}.</p>
      {needsAction(intent.status) ? (
        <SandboxAuthenticateActions id={intent.id} />
      ) : (
        <p className="text-slate-600">This payment needs no authentication now.</p>
      )}
    </SandboxShell>
  );
}
