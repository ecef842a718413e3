import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_WRONG_TRIES = 5;

export const RESET_MSG = {
  noValidCode: "This code is no longer valid. Please request a new code.",
  expired: "This code has expired. Please request a new code.",
  locked: "Too many wrong codes. Please request a new code.",
  notVerified: "Please verify the code first.",
  verified: "Code verified. You can now choose a new password.",
  reset: "Your password has been reset. Please sign in with your new password.",
  sendFailed: "We could not send the e-mail right now. Please try again in a few minutes.",
  sent: (email: string) => `We sent a 6-digit code to ${email}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
  wrong: (left: number) =>
    left > 0
      ? `Incorrect code. ${left} ${left === 1 ? "try" : "tries"} left.`
      : "Incorrect code. Too many wrong codes: please request a new code.",
} as const;

export function newResetCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Codes are stored as a keyed hash bound to the user, so a database reader cannot use them. */
export function hashResetCode(userId: string, code: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`reset:${userId}:${code}`).digest("hex");
}

export function resetCodeMatches(userId: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashResetCode(userId, code), "hex");
  const b = Buffer.from(stored, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
