// The next confirmed shift of a person from now: an employee's accepted booking requests, an employer's
// own accepted requests. Own rows only (the session's user).
import { db } from "@/lib/db";

export async function nextConfirmedShift(user: { id: string; type: string }, now = new Date()) {
  const mine =
    user.type === "customer"
      ? { creatorId: user.id }
      : { employees: { some: { userId: user.id, status: "accepted" as const } } };
  return db.bookingRequest.findFirst({
    where: { ...mine, status: "accepted", shiftDate: { gte: now } },
    orderBy: { shiftDate: "asc" },
    select: { title: true, shiftDate: true, location: true, state: true, lat: true, lng: true },
  });
}
