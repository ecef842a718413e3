// The next confirmed shift of a person from now: an employee's accepted booking requests, an employer's
// own accepted requests. Own rows only (the session's user).
import { db } from "@/lib/db";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";

export async function nextConfirmedShift(user: { id: string; type: string }, now = new Date()) {
  const mine =
    user.type === "customer" ? { creatorId: user.id } : { employees: { some: { userId: user.id, status: BOOKING_EMPLOYEE.accepted } } };
  return db.bookingRequest.findFirst({
    where: { ...mine, status: BOOKING.accepted, shiftDate: { gte: now } },
    orderBy: { shiftDate: "asc" },
    select: { title: true, shiftDate: true, location: true, state: true, lat: true, lng: true },
  });
}
