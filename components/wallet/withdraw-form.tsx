"use client";
// The withdraw forms (PayPal and bank): the server's own schema checks the fields (same messages), the
// amount may not exceed the balance, and one idempotency key covers the retries of one submit.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { Tabs } from "@/components/ui/tabs";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { keepNumberChars, parseDecimal } from "@/lib/money/amounts/parse";
import { WALLET_MSG } from "@/lib/money/ledger/wallet-messages";
import { withdrawSchema } from "@/lib/money/ledger/wallet-schemas";
import { useIdempotencyKey } from "@/components/wallet/idempotency-key";
import { PayoutSetupCard } from "@/components/wallet/payout-setup-card";
import { InstantPayoutForm } from "@/components/wallet/instant-payout-form";
import type { PayoutSetupDto } from "@/lib/money/payouts/stripe-connect-onboarding";
import type { InstantPayoutDto } from "@/lib/money/payouts/instant-payout";

type Method = "paypal" | "bank" | "instant";
type Fields = { amount: string; paypal: string; bankName: string; routingNumber: string; accountNumber: string };
const EMPTY: Fields = { amount: "", paypal: "", bankName: "", routingNumber: "", accountNumber: "" };

/**
 * payoutSetup: Stripe Connect's bank set-up (null when bank withdrawals do not go through Stripe: no card).
 * unavailable: methods nobody can pay out on this server (lib/money/processor-base/mode.ts), with the reason shown instead.
 * instant: the instant payout option (card and fee rule), null when instant payouts are not available here.
 */
export function WithdrawForm({
  balance,
  payoutSetup = null,
  initialMethod = "paypal",
  unavailable = {},
  instant = null,
}: {
  balance: number;
  payoutSetup?: PayoutSetupDto | null;
  initialMethod?: Method;
  unavailable?: Partial<Record<Method, string>>;
  instant?: InstantPayoutDto | null;
}) {
  const [method, setMethod] = useState<Method>(initialMethod);
  const off = unavailable[method];
  const blocked = Boolean(off) || (method === "bank" && payoutSetup !== null && payoutSetup.state !== "ready");
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const key = useIdempotencyKey();
  const submit = useApiMutation("withdraw/submit_request", {
    success: (d: Record<string, unknown>) => (typeof d.message === "string" ? d.message : WALLET_MSG.WithdrawSuccess),
    onSuccess: () => {
      key.renew();
      setFields(EMPTY);
    },
  });

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === "amount" ? keepNumberChars(e.target.value) : e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((x) => ({ ...x, [name]: undefined }));
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body =
      method === "paypal"
        ? { paymentType: "paypal" as const, amount: fields.amount, paypal: fields.paypal }
        : {
            paymentType: "bank" as const,
            amount: fields.amount,
            bankName: fields.bankName,
            routingNumber: fields.routingNumber,
            accountNumber: fields.accountNumber,
          };
    const parsed = withdrawSchema.safeParse(body);
    const next: Partial<Record<keyof Fields, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? "amount") as keyof Fields;
        next[name] ??= issue.message;
      }
    }
    const amount = parseDecimal(fields.amount);
    if (!next.amount && amount.ok && amount.value > balance) next.amount = WALLET_MSG.AmountExceedsBalance;
    setErrors(next);
    if (Object.keys(next).length) return;
    void submit.run({ ...body, idempotencyKey: key.current() });
  };

  const tabs = (
    <Tabs
      label="Withdraw to"
      value={method}
      onChange={(m) => {
        setMethod(m);
        setErrors({});
      }}
      tabs={[
        { value: "paypal", label: "PayPal" },
        { value: "bank", label: "Bank" },
        ...(instant ? [{ value: "instant" as const, label: "Instant" }] : []),
      ]}
    />
  );
  // the instant payout is its own form (its own call and confirmation) under the same tabs
  if (method === "instant" && instant)
    return (
      <div className="flex flex-col gap-4">
        {tabs}
        <InstantPayoutForm balance={balance} instant={instant} />
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Withdraw">
      {tabs}
      {off ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" role="note" data-testid="withdraw-method-off">
          {off}
        </p>
      ) : (
        method === "bank" && payoutSetup && <PayoutSetupCard setup={payoutSetup} />
      )}
      {!blocked && (
        <Input
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          value={fields.amount}
          onChange={set("amount")}
          error={errors.amount}
        />
      )}
      {blocked ? null : method === "paypal" ? (
        <Input
          label="PayPal email"
          type="email"
          autoComplete="email"
          value={fields.paypal}
          onChange={set("paypal")}
          error={errors.paypal}
        />
      ) : (
        <>
          <Input
            label="Account holder name"
            autoComplete="name"
            value={fields.bankName}
            onChange={set("bankName")}
            error={errors.bankName}
          />
          <Input
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={fields.routingNumber}
            onChange={set("routingNumber")}
            error={errors.routingNumber}
          />
          <Input
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={fields.accountNumber}
            onChange={set("accountNumber")}
            error={errors.accountNumber}
          />
        </>
      )}
      {!blocked && (
        <Button type="submit" loading={submit.isPending} className="self-end">
          Withdraw
        </Button>
      )}
    </form>
  );
}
