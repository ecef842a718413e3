// What the queue calls tell an admin, and what a person replying to Gigline reads.
export const QUEUE_MSG = {
  ItemNotFound: "No queue item with this id.",
  Kind: "Pick one of the queues.",
  Filter: "The filters of the queue are not valid.",
  TakenByOther: "Another admin has already taken this item.",
  NotLive: "This item is already resolved or dismissed.",
  DisputeUndecided: "Decide the dispute first: its money stays set aside until you say who gets it.",
  Outcome: 'The outcome is "resolved" or "dismissed".',
  Target: 'What to hide is "job", "review" or "message".',
  ContentNotFound: "There is nothing with this id to hide or restore.",
  AlreadyHidden: "This is already hidden.",
  NotHidden: "This is not hidden: there is nothing to restore.",
  NoticeNotFound: "There is no message from Gigline with this id.",
  AlreadyReplied: "You have already replied to this message. Write to support for anything more.",
  Reply: "Write a reply of 2 to 2000 characters.",
  LinkInvalid: "This link is not valid or has expired. Write to support and quote the e-mail you got.",
} as const;

/** Reasons an admin may start from when hiding, restoring or closing an item (the text can be changed). */
export const CONTENT_REASON_TEMPLATES = [
  "Shares contact details to take work off the platform.",
  "Abusive, hateful or threatening language.",
  "Spam, a scam or an offer that breaks the terms.",
  "Personal information about someone else.",
  "Reviewed: nothing here breaks the rules.",
] as const;
