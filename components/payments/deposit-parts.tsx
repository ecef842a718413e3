"use client";
// The Add Funds screen's shared parts: a method's card, a method not configured here, and the amount box.
import { Input } from "@/components/ui/field";

export function Section({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
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
export function Off({ title, text }: { title: string; text: string }) {
  return (
    <Section title={title} text={text}>
      <p className="text-sm text-slate-600">Please use another way to add funds.</p>
    </Section>
  );
}

/** The amount box of the PayPal and card forms: its error shows once it was left. */
export function AmountInput({
  amount,
  setAmount,
  setTouched,
  error,
}: {
  amount: string;
  setAmount: (v: string) => void;
  setTouched: (v: boolean) => void;
  error: string | null;
}) {
  return (
    <Input
      label="Amount (USD)"
      inputMode="decimal"
      value={amount}
      onChange={(e) => setAmount(e.target.value)}
      onBlur={() => setTouched(true)}
      error={error ?? undefined}
      placeholder="0.00"
    />
  );
}
