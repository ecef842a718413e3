// What the wallet-correction and four-eyes calls tell an admin.
export const OPS_MSG = {
  Amount: "Give an amount from $0.01 to $100,000.00.",
  Direction: 'The direction is "credit" (into the wallet) or "debit" (out of it).',
  KeyRequired: "A wallet correction needs an Idempotency-Key (header or idempotencyKey field).",
  BelowZero: "This debit would take the wallet below zero: it holds less than the amount.",
  ApprovalNotFound: "No four-eyes request with this id.",
  OwnRequest: "Another admin approves or rejects this request: you asked for it.",
  AlreadyDecided: "This request has already been decided.",
  Decision: 'The decision is "approve" or "reject".',
  Note: "A note has at most 1000 characters.",
  PendingBan: "A ban of this account is already waiting for a second admin.",
} as const;
