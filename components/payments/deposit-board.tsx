"use client";
// The Add Funds screen (money-and-time §2 "Add Payment Method", §4, §5): PayPal, credit card and bank cards, and the verify-deposit
// modal. Amounts are checked with the server's own rules (lib/money/deposits/deposit-schemas.ts); each submit carries an
// idempotency key kept until it succeeds, so a double click or a retry never pays twice. The wallet is
// credited by the processor's confirmation, so the page goes to the transaction history afterwards.
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import { StripeCardForm } from "@/components/payments/stripe-card";
import { AmountInput, Off, Section } from "@/components/payments/deposit-parts";
import { BankCard } from "@/components/payments/deposit-bank-card";
import { positive, useCardDeposit, usePaypalDeposit, type PaypalReturn } from "@/components/payments/use-deposit-board";

type Props = {
  /** cards and bank (lib/money/processor-base/mode.ts): "stripe": card numbers go to Stripe.js, never to our server;
   *  "sandbox": test cards typed here; "off": not configured on this server */
  cards: "stripe" | "sandbox" | "off";
  /** PayPal (or its sandbox) is on */
  paypal: boolean;
  /** Stripe's publishable key (Stripe on) */
  stripeKey: string;
  /** a PayPal order the person just approved (back from PayPal), to capture */
  paypalReturn: PaypalReturn;
  paypalCancelled: boolean;
};

export function DepositBoard({ cards, paypal, stripeKey, paypalReturn, paypalCancelled }: Props) {
  const router = useRouter();
  const toast = useToast();
  const toHistory = () => router.push("/dashboard/payment");

  useEffect(() => {
    if (paypalCancelled) toast.error("The PayPal payment was cancelled.");
  }, [paypalCancelled, toast]);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {paypal ? <PaypalCard paypalReturn={paypalReturn} onDone={toHistory} /> : <Off title="PayPal" text={PAY_MSG.PaypalNotConfigured} />}
      {cards === "off" ? (
        <Off title="Credit Card and Bank" text={PAY_MSG.CardsNotConfigured} />
      ) : (
        <>
          <CardCard sandboxCards={cards === "sandbox"} stripeKey={stripeKey} onDone={toHistory} />
          {/* the Stripe.js bank steps only with Stripe: the sandbox's bank flow is our own calls */}
          <BankCard stripeKey={cards === "stripe" ? stripeKey : ""} onDone={toHistory} />
        </>
      )}
    </div>
  );
}

function PaypalCard({ paypalReturn, onDone }: { paypalReturn: PaypalReturn; onDone: () => void }) {
  const { order, capture, pay, ...amount } = usePaypalDeposit(paypalReturn, onDone);
  return (
    <Section title="PayPal" text="Pay with your PayPal account; you approve the payment at PayPal.">
      {paypalReturn && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700" role="status">
          {capture.isPending ? "Completing your PayPal payment…" : "PayPal payment approved."}
        </p>
      )}
      <AmountInput {...amount} />
      <Button disabled={!positive(amount.amount)} loading={order.isPending || order.isSuccess} onClick={pay}>
        Pay with PayPal
      </Button>
    </Section>
  );
}

function CardCard({ sandboxCards, stripeKey, onDone }: { sandboxCards: boolean; stripeKey: string; onDone: () => void }) {
  const { card, setCard, deposit, amountCheck, idempotencyKey, submit, ...amount } = useCardDeposit(onDone);
  if (!sandboxCards) {
    return (
      <Section title="Credit Card" text="Your card is processed securely by Stripe.">
        <AmountInput {...amount} />
        {stripeKey ? (
          <StripeCardForm
            publishableKey={stripeKey}
            amount={amount.amount}
            amountCheck={amountCheck}
            idempotencyKey={idempotencyKey}
            onDone={onDone}
          />
        ) : (
          <p className="text-sm text-red-600">Card payments need NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY.</p>
        )}
      </Section>
    );
  }
  return (
    <Section
      title="Credit Card"
      text="Test mode: use 4242 4242 4242 4242 (success), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds) or 4000 0027 6000 3184 (3-D Secure)."
    >
      <AmountInput {...amount} />
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        placeholder="4242 4242 4242 4242"
      />
      <Button disabled={!positive(amount.amount)} loading={deposit.isPending} onClick={submit}>
        Deposit
      </Button>
    </Section>
  );
}
