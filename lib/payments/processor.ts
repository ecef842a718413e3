// Which processor takes cards, bank deposits and plan checkout (lib/payments/mode.ts): Stripe when
// STRIPE_SECRET_KEY is set, the built-in sandbox where the operator chose it, else none (503).
import type { PaymentProcessor } from "@/lib/payments/types";
import { requireCards } from "@/lib/payments/mode";
import { stripeProcessor } from "@/lib/payments/stripe/processor";
import { sandboxProcessor } from "@/lib/payments/sandbox/processor";

export function paymentProcessor(): PaymentProcessor {
  return requireCards() === "stripe" ? stripeProcessor : sandboxProcessor;
}
