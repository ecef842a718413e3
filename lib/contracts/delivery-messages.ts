// What the delivery calls answer when they refuse (lib/contracts/delivery.ts). Client-safe.
export const DELIVERY_MSG = {
  JobNotFound: "Job not found.",
  NoContract: "This job has no contract.",
  NotYourContract: "Only the hired worker can mark this contract delivered.",
  NotYourJob: "Only the employer of this contract can accept its delivery.",
  HourlyContract: "Only a fixed-price contract is delivered. Hourly work is paid by its approved hours.",
  NotActive: "Only an active contract can be marked delivered.",
  AlreadyDelivered: "This contract has already been marked delivered.",
  NoteTooLong: "The delivery note is at most 2000 characters.",
  NotDelivered: "This contract has not been marked delivered.",
  AlreadyDecided: "This delivery has already been accepted or disputed.",
  NoCancel: "A delivered contract cannot be cancelled: accept the delivery or dispute it.",
  NotEnoughToAccept: "You do not have enough balance to pay this contract. Add funds to your wallet, then accept the delivery.",
} as const;
