// Reads: one request (creator or an asked employee only; anyone else reads 404) and my list.
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { BOOKING_EMPLOYEE } from "@/lib/booking/states";
import { bookingInclude, toBookingDto } from "@/lib/booking/dto";
import { balanceCoversShift } from "@/lib/money/holds/covers";
import { holdState } from "@/lib/money/holds/hold-state";
import { shiftHours } from "@/lib/time/schedule";

// a worker sees a request once asked: a tier not yet open (lib/booking/tiers.ts) is not an ask yet
const askedRow = (userId: string) => ({ userId, NOT: { status: BOOKING_EMPLOYEE.waiting, tier: { gt: 0 } } });

export async function getBooking(user: Pick<AuthUser, "id" | "type">, id: string) {
  const row = await db.bookingRequest.findFirst({
    where: { id, OR: [{ creatorId: user.id }, { employees: { some: askedRow(user.id) } }] },
    include: bookingInclude,
  });
  if (!row) throw notFound(BOOKING_MSG.NotFound);
  return toBookingDto(row, user, Date.now(), row.creatorId === user.id ? null : await bookingFunded(row, user.id));
}

/**
 * Whether an asked worker's shift is funded: once they are hired, their contract's hold; before, whether the
 * employer's available balance covers the shift's expected total (lib/money/holds) now.
 */
async function bookingFunded(
  r: { creatorId: string; payType: string; price: number; shiftDate: Date; shiftEnd: Date; jobId: string | null },
  workerId: string,
): Promise<boolean> {
  const contract = r.jobId
    ? await db.contract.findFirst({
        where: { userId: workerId, job: { OR: [{ id: r.jobId }, { parentJobId: r.jobId }] } },
        select: { holdCents: true, fundedAt: true },
      })
    : null;
  if (contract) return holdState(contract) !== "not_funded";
  return balanceCoversShift(r.creatorId, { payType: r.payType, price: r.price, duration: bookingDuration(r) });
}

/** booking_request/get_my_list: a customer's own requests, a provider's requests they were asked, newest first. */
export async function listMyBookings(user: Pick<AuthUser, "id" | "type">) {
  const where = user.type === "customer" ? { creatorId: user.id } : { employees: { some: askedRow(user.id) } };
  const rows = await db.bookingRequest.findMany({ where, include: bookingInclude, orderBy: { createdAt: "desc" }, take: 500 });
  return rows.map((r) => toBookingDto(r, user));
}

/** A booking's hired job is one shift: its hours for Hourly, one day for Fixed. */
export function bookingDuration(r: { payType: string; shiftDate: Date; shiftEnd: Date }) {
  return r.payType === "Hourly" ? shiftHours(r.shiftDate, r.shiftEnd) : 1;
}
