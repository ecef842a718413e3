// Fixed-price delivery (docs/money.md, Fixed-price delivery): the worker marks the work delivered; the employer
// accepts it (which pays the contract and completes it) or disputes it, and a delivery neither accepted nor
// disputed is accepted automatically DELIVERY_AUTO_ACCEPT_HOURS after delivery. Each change is one guarded
// UPDATE of Contract.deliveryStatus, so of an acceptance, a dispute and the automatic acceptance racing,
// exactly one decides. Client-safe.
//
//   (none)    → delivered   contract/deliver (the worker, once, on an active fixed-price contract)
//   delivered → accepted    contract/accept_delivery, job/pay_job, or the automatic acceptance
//   delivered → disputed    contract/dispute_delivery (the employer, before the automatic acceptance)

export const DELIVERY = { delivered: "delivered", accepted: "accepted", disputed: "disputed" } as const;
export type DeliveryState = (typeof DELIVERY)[keyof typeof DELIVERY];

/** A delivery neither accepted nor disputed within this many hours is accepted automatically. */
export const DELIVERY_AUTO_ACCEPT_HOURS = 72;
/** The worker's delivery note is at most this long. */
export const DELIVERY_NOTE_MAX = 2000;

/** "Accepted automatically in 2 d 5 h" from the auto-accept time (the employer's countdown). */
export function autoAcceptText(at: Date | string, now = Date.now()): string {
  const ms = new Date(at).getTime() - now;
  if (ms < 60_000) return "Accepted automatically in less than a minute";
  const minutes = Math.floor(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = d > 0 ? [`${d} d`, `${h} h`] : h > 0 ? [`${h} h`, `${m} min`] : [`${m} min`];
  return `Accepted automatically in ${parts.join(" ")}`;
}
