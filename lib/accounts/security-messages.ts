// The wording of the sign-in security calls (sessions, e-mail change), shared by the calls, the security
// screen and the tests. Pure, so the browser can import it.
import { MSG } from "@/lib/accounts/messages";

export const SESSION_MSG = {
  notFound: "This session was not found or has already ended.",
  current: "This is the session you are using. Use Sign out to end it.",
  revoked: "The session was signed out.",
  revokedOthers: (count: number) =>
    count === 0 ? "There were no other sessions to sign out." : `Signed out of ${count} other ${count === 1 ? "session" : "sessions"}.`,
} as const;

export const EMAIL_CHANGE_TTL_MINUTES = 15;
export const EMAIL_CHANGE_MAX_TRIES = 5;

export const EMAIL_MSG = {
  same: "This is already your e-mail address.",
  taken: MSG.EmailTaken,
  invalid: MSG.InvalidEmail,
  noPassword:
    "Your account signs in with Google or Facebook and has no password yet. Set a password first (Forgot Password), then change your e-mail address.",
  sent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it to confirm the change. It expires in ${EMAIL_CHANGE_TTL_MINUTES} minutes.`,
  sendFailed: "We could not send the e-mail right now. Please try again in a few minutes.",
  noneWaiting: "No e-mail change is waiting for a code. Please start the change again.",
  expired: "This code has expired. Please start the change again.",
  locked: "Too many wrong codes. Please start the change again.",
  wrong: (left: number) =>
    left > 0
      ? `Incorrect code. ${left} ${left === 1 ? "try" : "tries"} left.`
      : "Incorrect code. Too many wrong codes: please start the change again.",
  changed: (email: string) => `Your e-mail address is now ${email}.`,
} as const;
