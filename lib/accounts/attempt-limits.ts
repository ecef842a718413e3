// Rate limits of the account calls, all fixed windows in PostgreSQL (lib/http/rate-limit.ts).
// Password and social sign-ins count every attempt but give a successful one back, so a person who signs
// in often never meets a limit while guessing is stopped; code sending and checking count everything.
// Wrong passwords for one account are slowed down by lib/accounts/sign-in-throttle.ts (per account and
// address, with backoff), not by a limit per account that anyone could use to lock its owner out.
import { db } from "@/lib/db";
import { enforce } from "@/lib/http/rate-limit";
import { normalizeEmail } from "@/lib/accounts/assert-email-available";

export type Limit = { key: string; limit: number; windowSeconds: number };

const WINDOW = 15 * 60;

/** Password sign-ins per address, across accounts (password spraying). */
export const loginLimits = (ip: string): Limit[] => [{ key: `login:ip:${ip}`, limit: 50, windowSeconds: WINDOW }];

/** register_customer and register_provider together: 20 new accounts per address per hour. */
export const signUpLimits = (ip: string): Limit[] => [{ key: `register:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 }];

export const socialLoginLimits = (ip: string): Limit[] => [{ key: `social:ip:${ip}`, limit: 50, windowSeconds: WINDOW }];

// Reset codes: nothing counts per e-mail alone that a stranger could use up to shut the owner out. Guessing is
// bounded by the code itself (RESET_CODE_MAX_WRONG_TRIES, then a new code must be sent) and by how many
// codes strangers can have sent (resetMailCapLimits).

/** forgot_password per (e-mail, address) and per address. */
export const resetSendLimits = (email: string, ip: string): Limit[] => [
  { key: `reset-send:email-ip:${normalizeEmail(email)}:${ip}`, limit: 5, windowSeconds: WINDOW },
  { key: `reset-send:ip:${ip}`, limit: 20, windowSeconds: WINDOW },
];

/**
 * Codes mailed to one account a day from addresses it has not signed in from (mail-bombing guard, and a
 * bound on guesses: 5 tries a code). The owner's known addresses (isKnownAddress) are not counted.
 */
export const resetMailCapLimits = (email: string): Limit[] => [
  { key: `reset-send:email:${normalizeEmail(email)}`, limit: 20, windowSeconds: 24 * 60 * 60 },
];

/** verify_resetcode and reset_newpassword with a code, per (e-mail, address) and per address. */
export const resetCheckLimits = (email: string, ip: string): Limit[] => [
  { key: `reset-check:email-ip:${normalizeEmail(email)}:${ip}`, limit: 10, windowSeconds: WINDOW },
  { key: `reset-check:ip:${ip}`, limit: 30, windowSeconds: WINDOW },
];

/** change_password and delete_account: guesses at the current password with a stolen session. */
export const passwordCheckLimits = (userId: string): Limit[] => [
  { key: `password-check:user:${userId}`, limit: 10, windowSeconds: WINDOW },
];

export const checkPasswordLimits = (ip: string): Limit[] => [{ key: `check-password:ip:${ip}`, limit: 100, windowSeconds: WINDOW }];

export const checkEmailLimits = (ip: string): Limit[] => [{ key: `check-email:ip:${ip}`, limit: 100, windowSeconds: WINDOW }];

/** Counts one attempt against every limit; 429 with a readable text when one is used up. */
export function countAttempt(limits: Limit[], what: string) {
  return enforce(limits, what);
}

/** Gives a successful attempt back. */
export async function forgiveAttempt(limits: Limit[]) {
  const keys = limits.map((l) => l.key);
  await db.$executeRaw`update "RateLimit" set count = greatest(count - 1, 0) where key = any(${keys}::text[])`;
}
