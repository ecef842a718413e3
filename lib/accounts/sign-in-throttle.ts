import { db } from "@/lib/db";
import { tooMany } from "@/lib/http/errors";
import { normalizeEmail } from "@/lib/accounts/assert-email-available";

/**
 * Slows password guessing without handing anyone a lock-out button (no hard lock of the account):
 * - per account AND address: 5 wrong passwords are free, then each further try must wait 15 s, 30 s,
 *   1 min, 2, 4, 8, then 15 min at most after the last failure. Other addresses are not affected, so the
 *   owner elsewhere signs in normally while an attacker's address crawls. A success clears it.
 * - per account, from all addresses: after 20 wrong passwords, addresses the owner has not signed in
 *   from in the last 30 days wait 1 min, 2, 4, … up to 1 hour after each further failure. That caps a
 *   botnet at a few dozen guesses per account per day. The owner's known addresses skip it, and a
 *   password reset (which proves the mailbox) clears it.
 * Failures are forgotten after 24 hours without one.
 */
export const PAIR_FREE_FAILURES = 5;
export const ACCOUNT_FREE_FAILURES = 20;
const PAIR_BASE_SECONDS = 15;
const PAIR_MAX_SECONDS = 15 * 60;
const ACCOUNT_BASE_SECONDS = 60;
const ACCOUNT_MAX_SECONDS = 60 * 60;
const FORGET_HOURS = 24;

export const ACCOUNT_THROTTLED = (wait: string) =>
  `Too many failed sign-ins on this account. Please try again in ${wait}, or use Forgot Password to set a new password.`;

const pairKey = (email: string, ip: string) => `pair:${normalizeEmail(email)}:${ip}`;
const accountKey = (email: string) => `account:${normalizeEmail(email)}`;

/** 429 while this account may not be tried from this address. `isKnown` is asked only when it matters. */
export async function assertSignInAllowed(email: string, ip: string, isKnown: () => Promise<boolean>) {
  const rows = await db.signInThrottle.findMany({
    where: { key: { in: [pairKey(email, ip), accountKey(email)] }, lastFailureAt: { gt: forgetBefore() } },
    select: { key: true, blockedUntil: true },
  });
  const now = Date.now();
  const pair = rows.find((r) => r.key.startsWith("pair:"));
  if (pair && pair.blockedUntil.getTime() > now) {
    throw tooMany(`Too many sign-in attempts. Please try again in ${waitText(pair.blockedUntil.getTime() - now)}.`);
  }
  const account = rows.find((r) => r.key.startsWith("account:"));
  if (account && account.blockedUntil.getTime() > now && !(await isKnown())) {
    throw tooMany(ACCOUNT_THROTTLED(waitText(account.blockedUntil.getTime() - now)));
  }
}

/** A wrong password: one more failure for the pair and the account, each with its next wait. */
export async function recordSignInFailure(email: string, ip: string) {
  await bump(pairKey(email, ip), (n) => backoff(n, PAIR_FREE_FAILURES, PAIR_BASE_SECONDS, PAIR_MAX_SECONDS));
  await bump(accountKey(email), (n) => backoff(n, ACCOUNT_FREE_FAILURES, ACCOUNT_BASE_SECONDS, ACCOUNT_MAX_SECONDS));
}

/** A right password from this address. */
export async function clearSignInFailures(email: string, ip: string) {
  await db.signInThrottle.deleteMany({ where: { key: pairKey(email, ip) } });
}

/** A password reset: the whole account starts afresh. */
export async function clearAccountThrottle(email: string) {
  await db.signInThrottle.deleteMany({ where: { key: { startsWith: `pair:${normalizeEmail(email)}:` } } });
  await db.signInThrottle.deleteMany({ where: { key: accountKey(email) } });
}

/** Seconds to wait after the n-th failure: none while free, then base, 2×base, 4×base, … up to max. */
export function backoff(failures: number, free: number, base: number, max: number) {
  if (failures < free) return 0;
  return Math.min(max, base * 2 ** Math.min(failures - free, 20));
}

async function bump(key: string, waitFor: (failures: number) => number) {
  const rows = await db.$queryRaw<{ failures: number }[]>`
    insert into "SignInThrottle" (key, failures, "lastFailureAt", "blockedUntil")
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      failures = case when "SignInThrottle"."lastFailureAt" <= now() - make_interval(hours => ${FORGET_HOURS})
                      then 1 else "SignInThrottle".failures + 1 end,
      "lastFailureAt" = now()
    returning failures`;
  const seconds = waitFor(rows[0].failures);
  if (seconds > 0) {
    await db.$executeRaw`update "SignInThrottle" set "blockedUntil" = now() + make_interval(secs => ${seconds}) where key = ${key}`;
  }
}

const forgetBefore = () => new Date(Date.now() - FORGET_HOURS * 60 * 60 * 1000);

function waitText(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
