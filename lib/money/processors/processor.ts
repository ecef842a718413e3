// Which processor takes cards, bank deposits and plan checkout (lib/money/processor-base/mode.ts): Stripe when
// STRIPE_SECRET_KEY is set, the built-in sandbox where the operator chose it, else none (503).
import type { PaymentProcessor } from "@/lib/money/processor-base/processor-types";
import { requireCards } from "@/lib/money/processor-base/mode";
import { stripeProcessor } from "@/lib/money/processors/stripe-processor";
import { sandboxProcessor } from "@/lib/money/processors/sandbox-processor";

export function paymentProcessor(): PaymentProcessor {
  return requireCards() === "stripe" ? stripeProcessor : sandboxProcessor;
}
