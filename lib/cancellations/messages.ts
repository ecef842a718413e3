// What the cancellation and no-show calls say to a person.
export const CANCEL_MSG = {
  NotFound: "We could not find this shift.",
  InvalidReason: "Please choose a reason for cancelling.",
  AlreadyCanceled: "This shift is already cancelled.",
  NotCancelable: "This shift can no longer be cancelled.",
  EmployerStarted: "The shift has started, so it can no longer be cancelled. If the worker did not come, mark a no-show.",
  WorkerEnded: "The shift has ended, so it can no longer be cancelled.",
  NotLive: "This shift is no longer booked.",
  AlreadyArrived: "The worker has already arrived or clocked in for this shift.",
  TooEarly: (minutes: number) => `You can mark a no-show or an arrival from ${minutes} minutes after the shift's start.`,
} as const;

/** Why a worker cancels a shift (the cancel dialog's choices; the reason is stored with the cancellation). */
export const WORKER_CANCEL_REASONS = ["I am sick", "Family emergency", "Transportation problem", "Schedule conflict", "Other"] as const;

/** Why an employer cancels a shift. */
export const EMPLOYER_CANCEL_REASONS = [
  "The work is no longer needed",
  "The shift was rescheduled",
  "Found someone else",
  "Weather or site closure",
  "Other",
] as const;
