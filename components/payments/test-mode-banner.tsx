// The money screens' banner while any payment sandbox runs (lib/money/processor-base/mode.ts): a person must never take
// a test deposit, plan or payout for real money. A server component: it reads the modes where the page renders.
import { paymentModes, type PaymentModes } from "@/lib/money/processor-base/mode";

export function TestModeBanner() {
  const modes = paymentModes();
  if (!modes.anySandbox) return null;
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="test-mode-banner"
    >
      <p className="font-semibold">Test mode: no real money moves</p>
      <p className="mt-0.5 break-words">{sandboxed(modes)} run in the built-in payment sandbox on this server.</p>
    </div>
  );
}

/** "Cards, bank deposits, PayPal and payouts" — the parts that are the sandbox's. */
function sandboxed(m: PaymentModes): string {
  const parts = [
    ...(m.cards === "sandbox" ? ["Cards, bank deposits, plans"] : []),
    ...(m.paypal === "sandbox" ? ["PayPal"] : []),
    ...(m.payouts === "sandbox" ? ["withdrawals"] : []),
  ];
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return text.charAt(0).toUpperCase() + text.slice(1);
}
