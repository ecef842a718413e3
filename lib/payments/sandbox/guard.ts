import { AppError } from "@/lib/http/errors";
import { stripeEnabled } from "@/lib/payments/stripe/client";
import { ProcessorError } from "@/lib/payments/types";

/** The sandbox's own pages and calls exist only while no Stripe key is set. */
export function assertSandbox() {
  if (stripeEnabled()) throw new AppError(404, "The payment sandbox is off: this site uses Stripe.");
}

/** Runs a sandbox step; its refusals read like the provider's. */
export async function sandboxStep<T>(fn: () => Promise<T>): Promise<T> {
  assertSandbox();
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProcessorError) throw new AppError(err.status, err.message);
    throw err;
  }
}
