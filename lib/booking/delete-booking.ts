// DELETE booking_request/{id}: the creator only (anyone else reads 404); refused once an employee accepted
// (the hired job is the record). Deleting removes its pending deadline, reminder and, for the first
// request of a recurring series, the next occurrence.
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/http/errors";
import type { AuthUser } from "@/lib/session/current-user";
import { dequeueByKey } from "@/lib/background/queue";
import { publish } from "@/lib/realtime";
import { BOOKING_MSG } from "@/lib/booking/messages";
import { deadlineJobKey, lockRequest, reminderJobKey } from "@/lib/booking/dispatch";
import { recurJobKey } from "@/lib/booking/recurrence";
import { BOOKING_EMPLOYEE, BOOKING_DELETED, BOOKING } from "@/lib/booking/states";

export async function deleteBooking(user: AuthUser, id: string) {
  await db.$transaction(async (tx) => {
    const req = await lockRequest(tx, id);
    if (!req || req.creatorId !== user.id) throw notFound(BOOKING_MSG.NotFound);
    const accepted = await tx.bookingEmployee.count({ where: { requestId: id, status: BOOKING_EMPLOYEE.accepted } });
    if (req.status === BOOKING.accepted || accepted > 0) throw conflict(BOOKING_MSG.HasAccepted);
    const asked = await tx.bookingEmployee.findMany({ where: { requestId: id }, select: { userId: true } });
    await tx.bookingRequest.delete({ where: { id } });
    await dequeueByKey(deadlineJobKey(id), tx);
    await dequeueByKey(reminderJobKey(id), tx);
    await dequeueByKey(recurJobKey(id), tx);
    await publish([user.id, ...asked.map((a) => a.userId)], { type: "booking", requestId: id, status: BOOKING_DELETED }, { tx });
  });
  return { id };
}
