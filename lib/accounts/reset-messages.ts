// Password reset: the numbers and words the server and the pages share (no server code here, so the
// reset pages can import it).

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_WRONG_TRIES = 5;
/** How long the token verify_resetcode answers stays good for reset_newpassword. */
export const RESET_TOKEN_TTL_MINUTES = 10;

export const RESET_MSG = {
  noValidCode: "This code is no longer valid. Please request a new code.",
  expired: "This code has expired. Please request a new code.",
  locked: "Too many wrong codes. Please request a new code.",
  notVerified: "Please verify the code first.",
  /** reset_newpassword with a token that is unknown, used, expired or of another account */
  badToken: "This password reset has expired or was already used. Please request a new code.",
  verified: "Code verified. You can now choose a new password.",
  reset: "Your password has been reset. Please sign in with your new password.",
  sendFailed: "We could not send the e-mail right now. Please try again in a few minutes.",
  sent: (email: string) => `We sent a 6-digit code to ${email}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
  wrong: (left: number) =>
    left > 0
      ? `Incorrect code. ${left} ${left === 1 ? "try" : "tries"} left.`
      : "Incorrect code. Too many wrong codes: please request a new code.",
} as const;
