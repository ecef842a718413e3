// Disputes' vocabulary and arithmetic (docs/money.md "Disputes"). Client-safe: no database import.
//
//   open → resolved   admin/resolve_dispute (one guarded UPDATE … WHERE status = 'open')
//
// A timesheet dispute is the worker's, within DISPUTE_WINDOW_HOURS of the adjustment; a delivery dispute is the
// employer's, before the delivery is accepted automatically. The other side answers once (dispute/respond).

export const DISPUTE_KIND = { timesheet: "timesheet", delivery: "delivery" } as const;
export type DisputeKindName = (typeof DISPUTE_KIND)[keyof typeof DISPUTE_KIND];
export const DISPUTE_STATUS = { open: "open", resolved: "resolved" } as const;
/** The delivery statuses a dispute reads and writes (Contract.deliveryStatus: delivered → accepted | disputed). */
export const DELIVERY = { delivered: "delivered", accepted: "accepted", disputed: "disputed" } as const;

export const isResolved = (status: string) => status === DISPUTE_STATUS.resolved;
export const isOpen = (status: string) => status === DISPUTE_STATUS.open;
/** Delivered and not decided yet. */
export const isDelivered = (status: string | null) => status === DELIVERY.delivered;
export type DisputeStatusName = (typeof DISPUTE_STATUS)[keyof typeof DISPUTE_STATUS];

/** A worker may dispute an adjusted timesheet for this many hours after the adjustment. */
export const DISPUTE_WINDOW_HOURS = 24;
export const NOTE_MIN = 10;
export const NOTE_MAX = 2000;
export const REASON_MIN = 10;

/** When the worker can no longer dispute a timesheet adjusted at `decidedAt`. */
export const disputeDeadline = (decidedAt: Date | string) => new Date(new Date(decidedAt).getTime() + DISPUTE_WINDOW_HOURS * 3_600_000);

/** round(a × b / c), halves up, for non-negative safe integers (c > 0). */
const mulDivRound = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

/**
 * The fee's part of what was frozen: all of the fee when the whole disputed total was frozen, else the same
 * share of the fee as of the total (a freeze short of the total keeps pay and fee in proportion).
 */
export function frozenFeePart(frozenCents: number, totalCents: number, feeCents: number): number {
  if (totalCents <= 0 || frozenCents >= totalCents) return Math.min(feeCents, frozenCents);
  return mulDivRound(feeCents, frozenCents, totalCents);
}

/**
 * How the frozen cents are shared out when an admin awards the worker `workerCents` (0 … the frozen pay,
 * frozenCents − frozenFeeCents): the fee is charged pro rata on the award (the award's share of the frozen pay
 * times the frozen fee, halves up), and the rest goes back to the employer.
 */
export function awardSplit(d: { frozenCents: number; frozenFeeCents: number }, workerCents: number) {
  const payCents = d.frozenCents - d.frozenFeeCents;
  const feeCents = payCents > 0 ? mulDivRound(d.frozenFeeCents, workerCents, payCents) : 0;
  return { workerCents, feeCents, employerCents: d.frozenCents - workerCents - feeCents };
}

/** What both sides read: "Open: an admin decides" / "Resolved". */
export function disputeLabel(status: string): string {
  return status === DISPUTE_STATUS.resolved ? "Resolved" : "Open: waiting for an admin";
}
