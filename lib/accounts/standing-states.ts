// An account's standing as an admin set it (User.suspendedUntil, User.bannedAt): in good standing, suspended
// until a time, or closed until an admin lifts it. Client-safe: no database import.
import { formatDate } from "@/lib/format/intl";

export const STANDING = { good: "good", suspended: "suspended", closed: "closed" } as const;
export type Standing = (typeof STANDING)[keyof typeof STANDING];

export type StandingFields = { suspendedUntil: Date | null; bannedAt: Date | null };

/** Closed wins over suspended; a suspension whose end has passed is over by itself. */
export function standingOf(user: StandingFields, now = new Date()): Standing {
  if (user.bannedAt) return STANDING.closed;
  if (user.suspendedUntil && user.suspendedUntil > now) return STANDING.suspended;
  return STANDING.good;
}

/** May sign in and be seen on public pages. */
export const isInGoodStanding = (user: StandingFields, now = new Date()) => standingOf(user, now) === STANDING.good;

/** What a person who may not sign in is told (null: they may). */
export function standingRefusal(user: StandingFields, now = new Date()): string | null {
  const standing = standingOf(user, now);
  if (standing === STANDING.closed) return "Your account has been closed.";
  if (standing === STANDING.suspended) return `Your account is suspended until ${standingDate(user.suspendedUntil!)}.`;
  return null;
}

/** "March 5, 2027, 14:30 UTC": a suspension ends at an instant, told the same way to everyone. */
export function standingDate(at: Date) {
  return `${formatDate(at, { dateStyle: "long", timeStyle: "short", timeZone: "UTC", hourCycle: "h23" })} UTC`;
}
