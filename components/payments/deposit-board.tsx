"use client";
// The Add Funds screen (money-and-time §2 "Add Payment Method", §4, §5): PayPal, credit card and bank cards, and the verify-deposit
// modal. Amounts are checked with the server's own rules (lib/money/deposits/deposit-schemas.ts); each submit carries an
// idempotency key kept until it succeeds, so a double click or a retry never pays twice. The wallet is
// credited by the processor's confirmation, so the page goes to the transaction history afterwards.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { bankAmountField, cardAmountField, verifyText } from "@/lib/money/deposits/deposit-schemas";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import type { IntentView } from "@/lib/money/processor-base/processor-types";
import { z } from "zod";
import { loadStripe, StripeCardForm } from "@/components/payments/stripe-card";
import {
  bankScreen,
  stripeCollectBank,
  stripeConfirmBank,
  stripeVerifyBank,
  type BankScreen,
  type IntentLike,
  type StripeBankJs,
} from "@/lib/money/deposits/bank-flow";
import { needsPaymentMethod, canConfirm, needsAction, isIntentSubmitted, isIntentSucceeded } from "@/lib/money/intents/intent-states";

type Props = {
  /** cards and bank (lib/money/processor-base/mode.ts): "stripe": card numbers go to Stripe.js, never to our server;
   *  "sandbox": test cards typed here; "off": not configured on this server */
  cards: "stripe" | "sandbox" | "off";
  /** PayPal (or its sandbox) is on */
  paypal: boolean;
  /** Stripe's publishable key (Stripe on) */
  stripeKey: string;
  /** a PayPal order the person just approved (back from PayPal), to capture */
  paypalReturn: { orderId: string; amount: number } | null;
  paypalCancelled: boolean;
};

const EMAIL = z.email();
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function amountError(field: typeof cardAmountField | typeof bankAmountField, text: string) {
  const r = field.safeParse(text);
  return r.success ? null : (r.error.issues[0]?.message ?? PAY_MSG.CardAmount);
}
const positive = (text: string) => Number(text) > 0;

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

function Section({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-500">{text}</p>
      </div>
      {children}
    </section>
  );
}

/** A method that is not configured on this server: said plainly, with no form that would only fail. */
function Off({ title, text }: { title: string; text: string }) {
  return (
    <Section title={title} text={text}>
      <p className="text-sm text-slate-600">Please use another way to add funds.</p>
    </Section>
  );
}

function PaypalCard({ paypalReturn, onDone }: { paypalReturn: Props["paypalReturn"]; onDone: () => void }) {
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
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
  const error = touched ? amountError(cardAmountField, amount) : null;
  return (
    <Section title="PayPal" text="Pay with your PayPal account; you approve the payment at PayPal.">
      {paypalReturn && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700" role="status">
          {capture.isPending ? "Completing your PayPal payment…" : "PayPal payment approved."}
        </p>
      )}
      <Input
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(true)}
        error={error ?? undefined}
        placeholder="0.00"
      />
      <Button
        disabled={!positive(amount)}
        loading={order.isPending || order.isSuccess}
        onClick={() => {
          setTouched(true);
          if (amountError(cardAmountField, amount)) return;
          void order.run({ amount, idempotencyKey: key.current });
        }}
      >
        Pay with PayPal
      </Button>
    </Section>
  );
}

function CardCard({ sandboxCards, stripeKey, onDone }: { sandboxCards: boolean; stripeKey: string; onDone: () => void }) {
  const toast = useToast();
  const [amount, setAmount] = useState("");
  const [card, setCard] = useState("");
  const [touched, setTouched] = useState(false);
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
  const error = touched ? amountError(cardAmountField, amount) : null;
  if (!sandboxCards) {
    return (
      <Section title="Credit Card" text="Your card is processed securely by Stripe.">
        <Input
          label="Amount (USD)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => setTouched(true)}
          error={error ?? undefined}
          placeholder="0.00"
        />
        {stripeKey ? (
          <StripeCardForm
            publishableKey={stripeKey}
            amount={amount}
            amountCheck={() => {
              setTouched(true);
              return amountError(cardAmountField, amount);
            }}
            idempotencyKey={() => key.current}
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
      <Input
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(true)}
        error={error ?? undefined}
        placeholder="0.00"
      />
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        placeholder="4242 4242 4242 4242"
      />
      <Button
        disabled={!positive(amount)}
        loading={deposit.isPending}
        onClick={() => {
          setTouched(true);
          if (amountError(cardAmountField, amount)) return;
          if (!card.trim()) return toast.error(PAY_MSG.CardRequired);
          void deposit.run({ amount, paymentType: "card", deviceType: "web", stripeToken: card, idempotencyKey: key.current });
        }}
      >
        Deposit
      </Button>
    </Section>
  );
}

function BankCard({ stripeKey, onDone }: { stripeKey: string; onDone: () => void }) {
  const toast = useToast();
  const [amount, setAmount] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
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

  return (
    <Section
      title="Bank"
      text={
        stripeKey
          ? "US bank account (ACH), collected securely by Stripe. Stripe sends two small deposits to verify it."
          : "US bank account (ACH). We send two small deposits to verify it (test mode: 32 and 45 cents, code SM11AA)."
      }
    >
      <Input
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount ?? undefined}
        placeholder="10.01"
        disabled={!!intent}
      />
      <Input
        label="Account holder name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name ?? undefined}
        disabled={!!intent}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email ?? undefined}
        disabled={!!intent}
      />
      {!intent || needsAccount ? (
        <Button
          disabled={!ready}
          loading={collect.isPending || stripeBusy}
          onClick={() => {
            if (intent) return void collectWithStripe(intent);
            setTouched(true);
            if (amountError(bankAmountField, amount) || !name.trim() || !EMAIL.safeParse(email.trim()).success) return;
            void collect.run({ amount, paymentType: "bank", name: name.trim(), email: email.trim(), idempotencyKey: key.current });
          }}
        >
          Add bank account
        </Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!canConfirm(intent.status)}
            loading={confirm.isPending || stripeBusy}
            onClick={() =>
              stripeKey
                ? void withStripe(intent, (js) => stripeConfirmBank(js, intent.client_secret))
                : void confirm.run({ paymentIntentId: intent.id })
            }
          >
            Confirm
          </Button>
          {needsAction(intent.status) && (
            <Button variant="secondary" onClick={() => setVerifyOpen(true)}>
              Verify
            </Button>
          )}
        </div>
      )}
      {intent && verifyOpen && (
        <VerifyModal
          intentId={intent.id}
          onClose={() => setVerifyOpen(false)}
          onVerified={follow}
          stripeVerify={
            stripeKey
              ? async (text) => {
                  const r = await withStripe(intent, (js) => stripeVerifyBank(js, intent.client_secret, text));
                  if (r?.intent) setVerifyOpen(false);
                }
              : undefined
          }
        />
      )}
    </Section>
  );
}

function VerifyModal({
  intentId,
  onClose,
  onVerified,
  stripeVerify,
}: {
  intentId: string;
  onClose: () => void;
  onVerified: (i: IntentView) => void;
  /** Stripe on: verify with Stripe.js (verifyMicrodepositsForPayment) instead of deposit/verify_microdeposits */
  stripeVerify?: (text: string) => Promise<void>;
}) {
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
  return (
    <Modal
      open
      onClose={onClose}
      title="Verify deposit"
      footer={
        <Button
          loading={verify.isPending || stripeBusy}
          onClick={() => {
            const r = verifyText.safeParse(text);
            if (!r.success) return setError(r.error.issues[0]?.message ?? PAY_MSG.VerifyRequired);
            setError(null);
            if (stripeVerify) {
              setStripeBusy(true);
              return void stripeVerify(r.data).finally(() => setStripeBusy(false));
            }
            void verify.run({ paymentIntentId: intentId, verification: r.data });
          }}
        >
          Verify
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{PAY_MSG.MustVerify}</p>
      <Input
        label="Descriptor code or amounts"
        maxLength={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        placeholder="SM11AA or 32,45"
      />
    </Modal>
  );
}
