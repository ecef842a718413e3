// Which processor this deployment uses: Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox.
import type { PaymentProcessor } from "@/lib/payments/types";
import { stripeEnabled } from "@/lib/payments/stripe/client";
import { stripeProcessor } from "@/lib/payments/stripe/processor";
import { sandboxProcessor } from "@/lib/payments/sandbox/processor";

export function paymentProcessor(): PaymentProcessor {
  return stripeEnabled() ? stripeProcessor : sandboxProcessor;
}
