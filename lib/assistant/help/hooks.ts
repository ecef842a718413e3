// Personal figures that come from other areas: the wallet balance (the ledger) and the next shift
// (bookings/time tracking, not built yet: it answers { available: false } and the assistant says the
// feature is not there yet; wire it when booking requests land). Both get the session's user
// only (never an id from the question) and must read that user's own rows only.
import type { User } from "@/lib/generated/prisma/client";
import { walletBalanceCents } from "@/lib/wallet/ledger";

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
 * LEAD (after bookings/time tracking merge): return the user's next accepted shift starting from now
 * (`{ available: true, next: null }` when there is none): for an employee their accepted booking requests,
 * for an employer the shifts of their own requests.
 */
export async function readNextShift(user: Pick<User, "id" | "type">): Promise<NextShiftFigure> {
  void user;
  return { available: false };
}
