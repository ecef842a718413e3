// Personal figures that come from other areas: the wallet balance (the ledger) and the next shift
// (confirmed booking requests, lib/booking/next-shift.ts). Both get the session's user
// only (never an id from the question) and must read that user's own rows only.
import type { User } from "@/lib/generated/prisma/client";
import { walletBalanceCents } from "@/lib/wallet/ledger";
import { nextConfirmedShift } from "@/lib/booking/next-shift";

export type BalanceFigure = { available: false } | { available: true; balanceCents: number };
export type NextShiftFigure =
  | { available: false }
  | { available: true; next: null }
  | { available: true; next: { title: string; startsAt: Date; location?: string } };

/** The asker's wallet balance from the ledger (lib/wallet/ledger.ts): the cached sum of their wallet's entries. */
export async function readBalance(user: Pick<User, "id" | "type">): Promise<BalanceFigure> {
  return { available: true, balanceCents: await walletBalanceCents(user.id) };
}

/**
 * The user's next confirmed shift from now (`{ available: true, next: null }` when there is none): for an
 * employee the booking requests they accepted, for an employer the confirmed shifts of their own requests.
 */
export async function readNextShift(user: Pick<User, "id" | "type">): Promise<NextShiftFigure> {
  const next = await nextConfirmedShift(user);
  return { available: true, next: next ? { title: next.title, startsAt: next.shiftDate, location: next.location || undefined } : null };
}
