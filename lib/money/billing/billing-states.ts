// The checkout-session and subscription lifecycles as tables: the statuses as named constants, the allowed
// status changes (event: from → to) and the predicates calls and screens ask. Client-safe.
//
//   checkout session   open → complete (paid) | expired
//   subscription       active → canceled (ended; a late event never revives it)

export const CHECKOUT = { open: "open", complete: "complete", expired: "expired" } as const;
export type CheckoutStatus = (typeof CHECKOUT)[keyof typeof CHECKOUT];

export const CHECKOUT_TRANSITIONS = {
  complete: { from: CHECKOUT.open, to: CHECKOUT.complete },
  expire: { from: CHECKOUT.open, to: CHECKOUT.expired },
} as const;

export function isCheckoutOpen(status: string | null | undefined): boolean {
  return status === CHECKOUT.open;
}

/** A Stripe invoice's status as the sandbox writes it (a renewal is paid). */
export const INVOICE = { paid: "paid" } as const;

export const SUBSCRIPTION = { active: "active", canceled: "canceled" } as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION)[keyof typeof SUBSCRIPTION];

export const SUBSCRIPTION_TRANSITIONS = {
  cancel: { from: SUBSCRIPTION.active, to: SUBSCRIPTION.canceled },
} as const;

export function isSubscriptionActive(status: string | null | undefined): boolean {
  return status === SUBSCRIPTION.active;
}

export function isSubscriptionCanceled(status: string | null | undefined): boolean {
  return status === SUBSCRIPTION.canceled;
}
