// Personal figures that come from other areas: the wallet balance (the ledger) and the next shift
// (confirmed booking requests, lib/booking/next-shift.ts). Both get the session's user
// only (never an id from the question) and must read that user's own rows only.
import type { User } from "@/lib/generated/prisma/client";
import { walletBalanceCents } from "@/lib/money/ledger/ledger";
import { nextConfirmedShift } from "@/lib/booking/next-shift";

import { zoneForPlaceOr } from "@/lib/time/place-zone";

export type BalanceFigure = { balanceCents: number };
/** the shift's start, and the zone of its location (the spec's America/New_York when it cannot be told) */
export type NextShiftFigure = { next: null } | { next: { title: string; startsAt: Date; timeZone: string; location?: string } };

/** The asker's wallet balance from the ledger (lib/money/ledger/ledger.ts): the cached sum of their wallet's entries. */
export async function readBalance(user: Pick<User, "id" | "type">): Promise<BalanceFigure> {
  return { balanceCents: await walletBalanceCents(user.id) };
}

/**
 * The user's next confirmed shift from now (`{ next: null }` when there is none): for an
 * employee the booking requests they accepted, for an employer the confirmed shifts of their own requests.
 */
export async function readNextShift(user: Pick<User, "id" | "type">): Promise<NextShiftFigure> {
  const next = await nextConfirmedShift(user);
  if (!next) return { next: null };
  const timeZone = zoneForPlaceOr(next, "America/New_York");
  return { next: { title: next.title, startsAt: next.shiftDate, timeZone, location: next.location || undefined } };
}
