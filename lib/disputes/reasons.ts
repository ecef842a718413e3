// The resolve form's reason templates (the admin adds free text). Client-safe.
export const RESOLUTION_TEMPLATES = [
  "The time clock records support the worker's hours.",
  "The time clock records support the employer's adjustment.",
  "The work was delivered as agreed.",
  "The work was not delivered as agreed.",
  "Both sides share responsibility, so the amount is split.",
] as const;
