"use client";
// The sandbox processor's own pages (only while its sandbox runs, lib/money/processor-base/mode.ts): checkout (Pay /
// Cancel), 3-D Secure (Complete / Fail), PayPal approval (Approve / Cancel) and the portal (cancel, change
// plan). Each button is one sandbox call, then the browser goes where the real provider would send it.
import type { SubscriptionPlanId } from "@/lib/money/billing/plans";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";

export function SandboxShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
        Test mode: no real money moves. This page stands in for the payment processor.
      </p>
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {children}
      </section>
    </main>
  );
}

export function SandboxCheckoutActions({ id }: { id: string }) {
  const router = useRouter();
  const [card, setCard] = useState("4242 4242 4242 4242");
  const pay = useApiMutation("sandbox/checkout_pay", { refresh: false, onSuccess: () => router.push("/dashboard/checkout-success") });
  return (
    <>
      <Input
        label="Card number"
        inputMode="numeric"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        hint="4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
      />
      <div className="flex flex-wrap gap-2">
        <Button loading={pay.isPending || pay.isSuccess} onClick={() => void pay.run({ id, card })}>
          Pay
        </Button>
        <Button variant="secondary" onClick={() => router.push("/dashboard/checkout-failure")}>
          Cancel
        </Button>
      </div>
    </>
  );
}

export function SandboxAuthenticateActions({ id }: { id: string }) {
  const router = useRouter();
  const answer = useApiMutation("sandbox/authenticate", {
    refresh: false,
    onSuccess: (_d, v) => router.push(v.outcome === "complete" ? "/dashboard/payment" : "/dashboard/deposit"),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        loading={answer.isPending && answer.variables?.outcome === "complete"}
        onClick={() => void answer.run({ id, outcome: "complete" })}
      >
        Complete authentication
      </Button>
      <Button
        variant="secondary"
        loading={answer.isPending && answer.variables?.outcome === "fail"}
        onClick={() => void answer.run({ id, outcome: "fail" })}
      >
        Fail authentication
      </Button>
    </div>
  );
}

export function SandboxPaypalActions({ id }: { id: string }) {
  const router = useRouter();
  const answer = useApiMutation("sandbox/paypal_approve", {
    refresh: false,
    onSuccess: (_d, v) =>
      router.push(v.approve ? `/dashboard/deposit?paypal=return&token=${encodeURIComponent(id)}` : "/dashboard/deposit?paypal=cancel"),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button loading={answer.isPending && answer.variables?.approve === true} onClick={() => void answer.run({ id, approve: true })}>
        Approve payment
      </Button>
      <Button
        variant="secondary"
        loading={answer.isPending && answer.variables?.approve === false}
        onClick={() => void answer.run({ id, approve: false })}
      >
        Cancel
      </Button>
    </div>
  );
}

export function SandboxPortalActions({
  current,
  cancelling,
  others,
}: {
  current: string;
  cancelling: boolean;
  others: { id: SubscriptionPlanId; name: string }[];
}) {
  const cancel = useApiMutation("sandbox/cancel_plan", { success: `Your ${current} plan will end at the end of the period.` });
  const change = useApiMutation("sandbox/change_plan", {
    success: (_d, v) => `Your plan is now ${others.find((o) => o.id === v.plan)?.name ?? v.plan}.`,
  });
  return (
    <div className="flex flex-col gap-3">
      {!cancelling && (
        <Button variant="danger" loading={cancel.isPending} onClick={() => void cancel.run()}>
          Cancel plan
        </Button>
      )}
      {others.map((o) => (
        <Button
          key={o.id}
          variant="secondary"
          loading={change.isPending && change.variables?.plan === o.id}
          onClick={() => void change.run({ plan: o.id })}
        >
          Change to {o.name}
        </Button>
      ))}
    </div>
  );
}
