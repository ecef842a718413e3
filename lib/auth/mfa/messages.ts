// The wording of two-step sign-in (TOTP), shared by the calls, the screens and the tests.
export const MFA_MSG = {
  IncorrectCode: "Incorrect code.",
  ChallengeExpired: "This sign-in has expired. Please sign in again.",
  CodeRequired: "Enter the 6-digit code from your authenticator app.",
  SetupCodeMismatch: "That code does not match. Check your authenticator app's time and try again.",
  AlreadyOn: "Two-step sign-in is already on. Turn it off first to set it up again.",
  NotOn: "Two-step sign-in is not on.",
  NoPendingSetup: "Start the set-up again: no set-up is waiting for a code.",
  AdminMustKeep: "Admin accounts must keep two-step sign-in on.",
  AdminNeedsSetup:
    "Admin accounts sign in with two-step sign-in. Finish your set-up with the link you were sent, or ask another admin for a new one.",
  SetupLinkInvalid: "This set-up link is not valid or has expired. Ask another admin for a new one.",
  Disabled: "Two-step sign-in is off.",
} as const;
