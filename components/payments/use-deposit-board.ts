"use client";
// The Add Funds screen's state: amounts checked with the server's own rules (lib/money/deposits/deposit-schemas.ts), an
// idempotency key per submit kept until it succeeds, and the bank flow's steps (lib/money/deposits/bank-flow.ts).
import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { bankAmountField, cardAmountField, verifyText } from "@/lib/money/deposits/deposit-schemas";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import type { IntentView } from "@/lib/money/processor-base/processor-types";
import { z } from "zod";
import { loadStripe } from "@/components/payments/stripe-card";
import {
  bankScreen,
  stripeCollectBank,
  stripeConfirmBank,
  stripeVerifyBank,
  type BankScreen,
  type IntentLike,
  type StripeBankJs,
} from "@/lib/money/deposits/bank-flow";
import { needsPaymentMethod, needsAction, isIntentSubmitted, isIntentSucceeded } from "@/lib/money/intents/intent-states";

/** A PayPal order the person just approved (back from PayPal), to capture. */
export type PaypalReturn = { orderId: string; amount: number } | null;

const EMAIL = z.email();
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function amountError(field: typeof cardAmountField | typeof bankAmountField, text: string) {
  const r = field.safeParse(text);
  return r.success ? null : (r.error.issues[0]?.message ?? PAY_MSG.CardAmount);
}
export const positive = (text: string) => Number(text) > 0;

/** An amount typed in a box, with its error once the box was left or the form submitted. */
function useAmount(field: typeof cardAmountField | typeof bankAmountField) {
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const error = touched ? amountError(field, amount) : null;
  return { amount, setAmount, touched, setTouched, error };
}

export function usePaypalDeposit(paypalReturn: PaypalReturn, onDone: () => void) {
  const amt = useAmount(cardAmountField);
  const key = useRef(newKey());
  const order = useApiMutation("deposit/create_paypal_order", {
    refresh: false,
    onSuccess: (d) => window.location.assign(d.approveUrl),
  });
  const capture = useApiMutation("deposit/create_deposit", {
    refresh: false,
    success: "Your PayPal deposit was added to your balance.",
    onSuccess: onDone,
  });
  const started = useRef(false);
  useEffect(() => {
    if (!paypalReturn || started.current) return;
    started.current = true;
    void capture.run({
      amount: paypalReturn.amount,
      paymentType: "paypal",
      deviceType: "web",
      charge: paypalReturn.orderId,
      idempotencyKey: `capture-${paypalReturn.orderId}`,
    });
  }, [paypalReturn, capture]);
  const pay = () => {
    amt.setTouched(true);
    if (amountError(cardAmountField, amt.amount)) return;
    void order.run({ amount: amt.amount, idempotencyKey: key.current });
  };
  return { ...amt, order, capture, pay };
}

export function useCardDeposit(onDone: () => void) {
  const toast = useToast();
  const amt = useAmount(cardAmountField);
  const [card, setCard] = useState("");
  const key = useRef(newKey());
  const deposit = useApiMutation("deposit/create_deposit", {
    refresh: false,
    onSuccess: (d) => {
      key.current = newKey();
      const next = d.intent.next_action;
      if (needsAction(d.intent.status) && next?.type === "redirect_to_url") return window.location.assign(next.redirect_to_url.url);
      if (isIntentSubmitted(d.intent.status)) {
        toast.success(isIntentSucceeded(d.intent.status) ? PAY_MSG.Confirmed(d.intent.amount) : PAY_MSG.Processing(d.intent.amount));
        return onDone();
      }
      toast.error(PAY_MSG.Status(d.intent.status));
    },
    onError: () => {
      key.current = newKey(); // a declined card: the next try is a new request
      return false;
    },
  });
  const amountCheck = () => {
    amt.setTouched(true);
    return amountError(cardAmountField, amt.amount);
  };
  const submit = () => {
    amt.setTouched(true);
    if (amountError(cardAmountField, amt.amount)) return;
    if (!card.trim()) return toast.error(PAY_MSG.CardRequired);
    void deposit.run({ amount: amt.amount, paymentType: "card", deviceType: "web", stripeToken: card, idempotencyKey: key.current });
  };
  return { ...amt, card, setCard, deposit, amountCheck, idempotencyKey: () => key.current, submit };
}

export function useBankDeposit(stripeKey: string, onDone: () => void) {
  const toast = useToast();
  const { amount, setAmount, touched, setTouched } = useAmount(bankAmountField);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [intent, setIntent] = useState<IntentView | null>(null);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [stripeBusy, setStripeBusy] = useState(false);
  const key = useRef(newKey());

  // the screen for an intent's status (lib/money/deposits/bank-flow.ts, unit-tested with the spec's messages)
  const show = (i: IntentView, screen: BankScreen) => {
    setIntent(i);
    if (screen.step === "collect") return;
    if (screen.step === "confirm") return toast.success(screen.message);
    if (screen.step === "verify") return setVerifyOpen(true);
    if (screen.step === "history") {
      toast.success(screen.message);
      return onDone();
    }
    toast.error(screen.message);
  };
  // Stripe on: the bank account is collected, confirmed and verified with Stripe.js in the browser
  const withStripe = async (i: IntentView, step: (js: StripeBankJs) => Promise<{ intent: IntentLike | null; screen: BankScreen }>) => {
    setStripeBusy(true);
    try {
      const r = await step(await loadStripe(stripeKey));
      if (r.intent)
        show(
          {
            ...i,
            status: r.intent.status as IntentView["status"],
            next_action: (r.intent.next_action ?? null) as IntentView["next_action"],
          },
          r.screen,
        );
      else toast.error(r.screen.message ?? PAY_MSG.Status(i.status));
      return r;
    } catch (e) {
      toast.error((e as Error).message);
      return null;
    } finally {
      setStripeBusy(false);
    }
  };
  const collectWithStripe = (i: IntentView) =>
    withStripe(i, (js) => stripeCollectBank(js, i.client_secret, { name: name.trim(), email: email.trim() }));
  const follow = (i: IntentView) => {
    const screen = bankScreen(i, !!stripeKey);
    if (screen.step === "collect") {
      setIntent(i);
      return void collectWithStripe(i);
    }
    show(i, screen);
  };
  const collect = useApiMutation("deposit/create_payment_intent", { refresh: false, onSuccess: (d) => follow(d.intent) });
  const confirm = useApiMutation("deposit/confirm_payment_intent", { refresh: false, onSuccess: (d) => follow(d.intent) });

  const errors = touched
    ? {
        amount: amountError(bankAmountField, amount),
        name: name.trim() ? null : PAY_MSG.FirstName,
        email: EMAIL.safeParse(email.trim()).success ? null : PAY_MSG.Email,
      }
    : { amount: null, name: null, email: null };
  const ready = positive(amount) && name.trim() !== "" && email.trim() !== "";
  const needsAccount = !!stripeKey && needsPaymentMethod(intent?.status);

  const addAccount = () => {
    if (intent) return void collectWithStripe(intent);
    setTouched(true);
    if (amountError(bankAmountField, amount) || !name.trim() || !EMAIL.safeParse(email.trim()).success) return;
    void collect.run({ amount, paymentType: "bank", name: name.trim(), email: email.trim(), idempotencyKey: key.current });
  };
  const confirmIntent = (i: IntentView) =>
    stripeKey ? void withStripe(i, (js) => stripeConfirmBank(js, i.client_secret)) : void confirm.run({ paymentIntentId: i.id });
  const stripeVerify =
    stripeKey && intent
      ? async (text: string) => {
          const r = await withStripe(intent, (js) => stripeVerifyBank(js, intent.client_secret, text));
          if (r?.intent) setVerifyOpen(false);
        }
      : undefined;
  return {
    fields: { amount, setAmount, name, setName, email, setEmail, errors },
    intent,
    ready,
    needsAccount,
    busy: { collect: collect.isPending || stripeBusy, confirm: confirm.isPending || stripeBusy },
    addAccount,
    confirmIntent,
    verifyOpen,
    setVerifyOpen,
    follow,
    stripeVerify,
  };
}

export function useVerifyDeposit(
  intentId: string,
  onClose: () => void,
  onVerified: (i: IntentView) => void,
  stripeVerify?: (text: string) => Promise<void>,
) {
  const [text, setText] = useState("");
  const [stripeBusy, setStripeBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = useApiMutation("deposit/verify_microdeposits", {
    refresh: false,
    onSuccess: (d) => {
      onClose();
      onVerified(d.intent);
    },
  });
  const submit = () => {
    const r = verifyText.safeParse(text);
    if (!r.success) return setError(r.error.issues[0]?.message ?? PAY_MSG.VerifyRequired);
    setError(null);
    if (stripeVerify) {
      setStripeBusy(true);
      return void stripeVerify(r.data).finally(() => setStripeBusy(false));
    }
    void verify.run({ paymentIntentId: intentId, verification: r.data });
  };
  return { text, setText, error, busy: verify.isPending || stripeBusy, submit };
}
