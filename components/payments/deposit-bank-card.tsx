"use client";
// The Add Funds screen's bank card (money-and-time §5): the account form, confirm and verify, and the
// verify-deposit modal. The steps live in useBankDeposit (lib/money/deposits/bank-flow.ts).
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { PAY_MSG } from "@/lib/money/processor-base/payment-messages";
import type { IntentView } from "@/lib/money/processor-base/processor-types";
import { canConfirm, needsAction } from "@/lib/money/intents/intent-states";
import { Section } from "@/components/payments/deposit-parts";
import { useBankDeposit, useVerifyDeposit } from "@/components/payments/use-deposit-board";

export function BankCard({ stripeKey, onDone }: { stripeKey: string; onDone: () => void }) {
  const { fields, intent, ready, needsAccount, busy, addAccount, confirmIntent, verifyOpen, setVerifyOpen, follow, stripeVerify } =
    useBankDeposit(stripeKey, onDone);
  const { errors } = fields;

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
        value={fields.amount}
        onChange={(e) => fields.setAmount(e.target.value)}
        error={errors.amount ?? undefined}
        placeholder="10.01"
        disabled={!!intent}
      />
      <Input
        label="Account holder name"
        autoComplete="name"
        value={fields.name}
        onChange={(e) => fields.setName(e.target.value)}
        error={errors.name ?? undefined}
        disabled={!!intent}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => fields.setEmail(e.target.value)}
        error={errors.email ?? undefined}
        disabled={!!intent}
      />
      {!intent || needsAccount ? (
        <Button disabled={!ready} loading={busy.collect} onClick={addAccount}>
          Add bank account
        </Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={!canConfirm(intent.status)} loading={busy.confirm} onClick={() => confirmIntent(intent)}>
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
        <VerifyModal intentId={intent.id} onClose={() => setVerifyOpen(false)} onVerified={follow} stripeVerify={stripeVerify} />
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
  const { text, setText, error, busy, submit } = useVerifyDeposit(intentId, onClose, onVerified, stripeVerify);
  return (
    <Modal
      open
      onClose={onClose}
      title="Verify deposit"
      footer={
        <Button loading={busy} onClick={submit}>
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
