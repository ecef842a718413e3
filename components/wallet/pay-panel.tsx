"use client";
// Pay Now on /dashboard/pay/{id}: disabled below the total (with the spec's message and Add Funds), the
// spec's confirm first, then job/pay_job with the figures shown (the server refuses them if they are stale).
// Paying moves wallet money only; Add Funds needs a deposit method, and where none is configured
// (canAddFunds false, lib/money/processor-base/mode.ts) the panel says so instead of linking to a form that would fail.
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";

export function PayPanel(props: {
  jobId: string;
  customerId: string;
  providerId: string;
  total: number;
  subTotal: number;
  balance: number;
  canAddFunds?: boolean;
  /** the button's text (default: the spec's Pay Now) */
  label?: string;
}) {
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const key = useIdempotencyKey();
  const pay = useApiMutation("job/pay_job", {
    success: WALLET_MSG.PaySuccess,
    refresh: false,
    onSuccess: () => {
      key.renew();
      setConfirm(false);
      router.push("/dashboard/payment");
    },
    onError: () => {
      setConfirm(false);
      router.refresh();
    },
  });
  const enough = props.balance >= props.total;
  return (
    <div className="mt-5 flex flex-col gap-3">
      {!enough && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="alert" data-testid="pay-low-balance">
          {WALLET_MSG.NotEnoughToPay}
        </p>
      )}
      {!enough && props.canAddFunds === false && (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" role="note" data-testid="payments-off">
          {PAY_MSG.NotConfigured} Adding funds is not available here yet.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {props.canAddFunds !== false && (
          <Link
            href="/dashboard/deposit"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Add Funds
          </Link>
        )}
        <Button disabled={!enough} loading={pay.isPending || pay.isSuccess} onClick={() => setConfirm(true)} data-testid="pay-now">
          {props.label ?? "Pay Now"}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        title={props.label ?? "Process Payment"}
        message={WALLET_MSG.ConfirmPay}
        loading={pay.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          pay.run({
            jobId: props.jobId,
            customerId: props.customerId,
            providerId: props.providerId,
            total: props.total,
            subTotal: props.subTotal,
            idempotencyKey: key.current(),
          })
        }
      />
    </div>
  );
}
