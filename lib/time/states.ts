// A timesheet entry's lifecycle: unpaid until a pay period (or the contract's payment) pays it, then paid,
// and paid is final. The state is `paidAt` (null = unpaid) and its journal, stamped in the transaction that
// moves the money by a guarded UPDATE (`where "paidAt" is null`), so no entry is paid twice.
// Client-safe (no imports at run time).
//
//   unpaid → paid   pay_period / pay_contract
//   unpaid          may be edited or deleted by the provider; paid may not

export const TIME_ENTRY = { unpaid: "unpaid", paid: "paid" } as const;
export type TimeEntryState = (typeof TIME_ENTRY)[keyof typeof TIME_ENTRY];

export const TIME_ENTRY_TRANSITIONS = {
  pay: { from: TIME_ENTRY.unpaid, to: TIME_ENTRY.paid },
} as const;

type Paid = { paidAt?: Date | string | null };

export function timeEntryState(e: Paid): TimeEntryState {
  return e.paidAt ? TIME_ENTRY.paid : TIME_ENTRY.unpaid;
}

export function isEntryPaid(e: Paid): boolean {
  return timeEntryState(e) === TIME_ENTRY.paid;
}

/** Only an unpaid entry may be edited or deleted. */
export function canEditEntry(e: Paid): boolean {
  return timeEntryState(e) === TIME_ENTRY.unpaid;
}

/** The Prisma filter of the entries in a state. */
export function entriesWhere(state: TimeEntryState) {
  return state === TIME_ENTRY.unpaid ? { paidAt: null } : { paidAt: { not: null } };
}
