// The wording of passkeys, shared by the calls, the screens and the tests.
export const PASSKEY_MSG = {
  TicketExpired: "This passkey request has expired. Please try again.",
  NotVerified: "We could not verify that passkey. Please try again.",
  UnknownPasskey: "This passkey is not registered with Gigline. Sign in with your password instead.",
  CounterRollback: "This passkey looks copied, so it cannot sign you in. Sign in with your password and remove it.",
  AlreadyRegistered: "This passkey is already registered.",
  NotFound: "Passkey not found.",
  TooMany: "You can register up to 10 passkeys. Remove one first.",
  Removed: "Passkey removed.",
  Renamed: "Passkey renamed.",
} as const;
