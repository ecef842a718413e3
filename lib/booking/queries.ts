// Reads: one request (creator or an asked employee only; anyone else reads 404) and my list.
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { BOOKING_EMPLOYEE } from "@/lib/booking/states";
import { bookingInclude, toBookingDto } from "@/lib/booking/dto";

// a worker sees a request once asked: a tier not yet open (lib/booking/tiers.ts) is not an ask yet
const askedRow = (userId: string) => ({ userId, NOT: { status: BOOKING_EMPLOYEE.waiting, tier: { gt: 0 } } });

export async function getBooking(user: Pick<AuthUser, "id" | "type">, id: string) {
  const row = await db.bookingRequest.findFirst({
    where: { id, OR: [{ creatorId: user.id }, { employees: { some: askedRow(user.id) } }] },
    include: bookingInclude,
  });
  if (!row) throw notFound(BOOKING_MSG.NotFound);
  return toBookingDto(row, user);
}

/** booking_request/get_my_list: a customer's own requests, a provider's requests they were asked, newest first. */
export async function listMyBookings(user: Pick<AuthUser, "id" | "type">) {
  const where = user.type === "customer" ? { creatorId: user.id } : { employees: { some: askedRow(user.id) } };
  const rows = await db.bookingRequest.findMany({ where, include: bookingInclude, orderBy: { createdAt: "desc" }, take: 500 });
  return rows.map((r) => toBookingDto(r, user));
}
