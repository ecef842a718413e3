// What the operations calls tell an admin, in one place.
export const ADMIN_MSG = {
  UserNotFound: "No account with this id.",
  ItemNotFound: "No queue item about this account with this id.",
  Reason: "Give a reason of 10 to 1000 characters: the person reads it.",
  Action: 'The action is "warn", "suspend", "ban" or "lift".',
  Days: "A suspension lasts 1 to 365 whole days.",
  DaysOnlyForSuspend: "Days are given for a suspension only.",
  NotSelf: "You cannot change the standing of your own account.",
  NotAdmin: "Standing actions apply to employer and employee accounts only.",
  NothingToLift: "This account is in good standing: there is nothing to lift.",
  Filter: "The filters of the audit log are not valid.",
  DateRange: "Dates are written as YYYY-MM-DD or a full ISO time, and from comes before to.",
} as const;

/** Reasons an admin may start from (the form offers them; the text can be changed). */
export const REASON_TEMPLATES = [
  "Repeated late cancellations of booked shifts without notice.",
  "Sharing contact details in chat to take work off the platform.",
  "Abusive or threatening messages to other members.",
  "Payment fraud or a chargeback on a completed contract.",
] as const;
