// The withdrawal lifecycle as a table: the statuses as named constants, the allowed status changes
// (event: from → to) and the predicates calls and screens ask. Client-safe (no imports at run time).
//
//   pending → paid     the payout provider paid it (money moves pending_withdrawal → payout_clearing)
//   pending → failed   the provider refused it (the money goes back to the wallet)
//   paid    → failed   the bank returned a payout it had reported paid
// Each change is one guarded UPDATE (`where status = from`) in the transaction that moves the money.

export const WITHDRAWAL = { pending: "pending", paid: "paid", failed: "failed" } as const;
export type WithdrawalStatus = (typeof WITHDRAWAL)[keyof typeof WITHDRAWAL];

export type WithdrawalEvent = "pay" | "fail" | "return";

export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalEvent, { from: WithdrawalStatus; to: WithdrawalStatus }> = {
  pay: { from: WITHDRAWAL.pending, to: WITHDRAWAL.paid },
  fail: { from: WITHDRAWAL.pending, to: WITHDRAWAL.failed },
  return: { from: WITHDRAWAL.paid, to: WITHDRAWAL.failed },
};

export function canWithdrawal(event: WithdrawalEvent, status: string | null | undefined): boolean {
  return WITHDRAWAL_TRANSITIONS[event].from === status;
}

/** Still waiting for the payout provider's answer. */
export function isWithdrawalPending(status: string | null | undefined): boolean {
  return status === WITHDRAWAL.pending;
}

export function isWithdrawalPaid(status: string | null | undefined): boolean {
  return status === WITHDRAWAL.paid;
}

/** Failed is final: the money is back in the wallet and the row shows the provider's reason. */
export function isWithdrawalFailed(status: string | null | undefined): boolean {
  return status === WITHDRAWAL.failed;
}

/** An automatic payout's schedule (lib/money/payouts/auto-payout.ts): off, every day, or once a week on a chosen day. */
export const AUTO_PAYOUT = { off: "off", daily: "daily", weekly: "weekly" } as const;
export type AutoPayoutSchedule = (typeof AUTO_PAYOUT)[keyof typeof AUTO_PAYOUT];
export const AUTO_PAYOUT_SCHEDULES = [AUTO_PAYOUT.off, AUTO_PAYOUT.daily, AUTO_PAYOUT.weekly] as const;

/** A Stripe payout's own statuses (payout.paid, payout.failed, payout.canceled), read by the webhook. */
export const STRIPE_PAYOUT = { paid: "paid", failed: "failed", canceled: "canceled" } as const;

/** A wallet history line: money that moved, or a deposit still on its way. */
export const HISTORY = { completed: "completed", processing: "processing" } as const;
export type HistoryStatus = (typeof HISTORY)[keyof typeof HISTORY];

export function isProcessing(status: string): boolean {
  return status === HISTORY.processing;
}
