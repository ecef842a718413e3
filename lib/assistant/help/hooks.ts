// The two personal figures whose features are being built elsewhere right now (the wallet of issue 10,
// bookings/time tracking). Each is ONE function the lead wires after merging; until then it answers
// { available: false } and the assistant says the feature is not there yet. Both get the session's user
// only (never an id from the question) and must read that user's own rows only.
import type { User } from "@/lib/generated/prisma/client";

export type BalanceFigure = { available: false } | { available: true; balanceCents: number };
export type NextShiftFigure =
  | { available: false }
  | { available: true; next: null }
  | { available: true; next: { title: string; startsAt: Date; location?: string } };

/**
 * LEAD (after the money merge): return `{ available: true, balanceCents: <the user's wallet balance> }`,
 * e.g. `(await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { balance: true } })).balance`.
 */
export async function readBalance(user: Pick<User, "id" | "type">): Promise<BalanceFigure> {
  void user;
  return { available: false };
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
