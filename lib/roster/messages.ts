// What the roster calls say.
export const ROSTER_MSG = {
  WorkerNotFound: "This worker was not found on Gigline.",
  NotYourself: "You cannot add yourself to your team.",
  InvalidKind: "Please choose favorites or blocked.",
  NoteTooLong: "A note can have at most 200 characters.",
  BlockedWorker: "You blocked this worker. Unblock them in My team to send them a booking request.",
} as const;
