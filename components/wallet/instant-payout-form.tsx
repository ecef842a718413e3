"use client";
// The "Instant" option of the withdraw screen: an amount to the debit card on the payout account, the fee shown
// as it is typed (the server's own rule: lib/settings/payout-policy.ts), and a dialog that shows amount, fee and
// what arrives before anything moves. The fee shown is sent along: the server refuses a fee that changed.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/field";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { centsToDollars, dollarsToCents } from "@/lib/money/amounts/convert";
import { formatCents } from "@/lib/money/amounts/format";
import { decimalMessage } from "@/lib/money/amounts/fields";
import { keepNumberChars, parseDecimal } from "@/lib/money/amounts/parse";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { MAX_AMOUNT_DOLLARS } from "@/lib/money/ledger/wallet-schemas";
import { instantPayoutFeeCents } from "@/lib/settings/payout-policy";
import type { InstantPayoutDto } from "@/lib/money/payouts/instant-payout";

export function InstantPayoutForm({ balance, instant }: { balance: number; instant: InstantPayoutDto }) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const key = useIdempotencyKey();
  const send = useApiMutation("withdraw/instant_payout", {
    success: (d: Record<string, unknown>) => (typeof d.message === "string" ? d.message : WALLET_MSG.InstantSuccess),
    onSuccess: () => {
      key.renew();
      setAmount("");
      setConfirming(false);
    },
    onError: () => setConfirming(false),
  });
  const { card, feePercent, feeMinimum } = instant;
  const policy = { instantFeePercent: feePercent, instantFeeMinimumCents: dollarsToCents(feeMinimum) };
  const parsed = parseDecimal(amount);
  const amountCents = parsed.ok && parsed.value > 0 ? dollarsToCents(parsed.value) : 0;
  const feeCents = amountCents > 0 ? instantPayoutFeeCents(amountCents, policy) : 0;
  const rule = `${feePercent} % of the amount, at least ${formatCents(policy.instantFeeMinimumCents)}`;

  if (!card) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" role="note" data-testid="instant-no-card">
        {WALLET_MSG.InstantNoCard}
      </p>
    );
  }
  const destination = `${card.brand} ••••${card.last4}`;

  const onReview = (e: React.FormEvent) => {
    e.preventDefault();
    const message = decimalMessage(amount, { invalid: WALLET_MSG.InvalidAmount, max: MAX_AMOUNT_DOLLARS });
    const next = message ?? (amountCents + feeCents > dollarsToCents(balance) ? WALLET_MSG.InstantExceedsBalance : undefined);
    setError(next);
    if (!next) setConfirming(true);
  };

  return (
    <form onSubmit={onReview} noValidate className="flex flex-col gap-4" aria-label="Instant payout">
      <p className="text-sm text-slate-600">
        Arrives on your debit card {destination} in minutes, any day. Fee: {rule}. Standard withdrawals stay free.
      </p>
      <Input
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(keepNumberChars(e.target.value));
          setError(undefined);
        }}
        error={error}
      />
      {amountCents > 0 && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="instant-summary">
          <dt className="text-slate-600">Fee</dt>
          <dd className="text-right font-medium text-slate-900">{formatCents(feeCents)}</dd>
          <dt className="text-slate-600">Taken from your balance</dt>
          <dd className="text-right font-medium text-slate-900">{formatCents(amountCents + feeCents)}</dd>
        </dl>
      )}
      <Button type="submit" className="self-end">
        Review instant payout
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send an instant payout?"
        confirmLabel={`Send ${formatCents(amountCents)}`}
        cancelLabel="Cancel"
        loading={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void send.run({ amount: centsToDollars(amountCents), fee: centsToDollars(feeCents), idempotencyKey: key.current() })
        }
        message={
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-testid="instant-confirm">
            <dt>Amount</dt>
            <dd className="text-right">{formatCents(amountCents)}</dd>
            <dt>Instant fee ({rule})</dt>
            <dd className="text-right">{formatCents(feeCents)}</dd>
            <dt className="font-semibold text-slate-900">Arrives on {destination}</dt>
            <dd className="text-right font-semibold text-slate-900">{formatCents(amountCents)}</dd>
            <dt>Taken from your balance</dt>
            <dd className="text-right">{formatCents(amountCents + feeCents)}</dd>
          </dl>
        }
      />
    </form>
  );
}
