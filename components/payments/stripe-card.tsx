"use client";
// Card deposits with Stripe on (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY): Stripe.js from js.stripe.com (loaded here,
// allowed by the page policy's 'strict-dynamic' plus the Stripe hosts in lib/http/security-headers.ts) mounts
// Stripe's card Element; the card number goes to Stripe only. The server creates the PaymentIntent
// (deposit/create_payment_intent), the browser confirms it (confirmCardPayment, which also runs 3-D Secure),
// and the wallet is credited by Stripe's payment_intent.succeeded webhook.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import type { StripeBankJs } from "@/lib/money/deposits/bank-flow";
import { isIntentSubmitted, isIntentSucceeded } from "@/lib/money/intents/intent-states";

type CardElement = { mount(el: HTMLElement): void; destroy(): void };
type StripeJs = StripeBankJs & {
  elements(): { create(type: "card", options?: Record<string, unknown>): CardElement };
  confirmCardPayment(
    secret: string,
    data: { payment_method: { card: CardElement } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string; currency: string; amount?: number } }>;
};
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3";

/** Stripe.js from js.stripe.com, loaded once and only when called (Stripe on); the sandbox never loads it. */
export function loadStripe(key: string): Promise<StripeJs> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe(key));
    const s = document.createElement("script");
    s.src = STRIPE_JS;
    s.async = true;
    s.onload = () => (window.Stripe ? resolve(window.Stripe(key)) : reject(new Error("Stripe.js did not load")));
    s.onerror = () => reject(new Error("Stripe.js could not be loaded"));
    document.head.appendChild(s);
  });
}

export function StripeCardForm({
  publishableKey,
  amountCheck,
  amount,
  idempotencyKey,
  onDone,
}: {
  publishableKey: string;
  /** the amount's error message, or null when it is fine */
  amountCheck: () => string | null;
  amount: string;
  idempotencyKey: () => string;
  onDone: () => void;
}) {
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: CardElement } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let card: CardElement | undefined;
    loadStripe(publishableKey)
      .then((js) => {
        card = js.elements().create("card", { hidePostalCode: true });
        if (box.current) card.mount(box.current);
        setStripe({ js, card });
      })
      .catch((e: Error) => toast.error(e.message));
    return () => card?.destroy();
  }, [publishableKey, toast]);

  // one payment (and one toast) per press, even on a double click: the second click comes before `busy` renders
  const inFlight = useRef(false);
  const pay = async () => {
    if (!stripe || inFlight.current || amountCheck()) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { intent } = await api("deposit/create_payment_intent", { amount, paymentType: "card", idempotencyKey: idempotencyKey() });
      const result = await stripe.js.confirmCardPayment(intent.client_secret, { payment_method: { card: stripe.card } });
      if (result.error) return toast.error(result.error.message ?? PAY_MSG.Declined);
      const status = result.paymentIntent?.status ?? "unknown";
      if (isIntentSubmitted(status)) {
        const cents = result.paymentIntent?.amount ?? intent.amount;
        toast.success(isIntentSucceeded(status) ? PAY_MSG.Confirmed(cents) : PAY_MSG.Processing(cents));
        return onDone();
      }
      toast.error(PAY_MSG.Status(status));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <div className="rounded-lg border border-slate-300 bg-white px-3 py-3" ref={box} aria-label="Card details" role="group" />
      <Button disabled={!(Number(amount) > 0) || !stripe} loading={busy} onClick={() => void pay()}>
        Deposit
      </Button>
    </>
  );
}
