// DELETE booking_request/{id}: the creator only (anyone else reads 404); refused once an employee accepted
// (the hired job is the record). Deleting removes its pending deadline, reminder and, for the first
// request of a recurring series, the next occurrence.
import "server-only";
import { db, type Tx } from "@/lib/db";
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
    if (!(await deleteUnacceptedBooking(tx, req))) throw conflict(BOOKING_MSG.HasAccepted);
  });
  return { id };
}

/**
 * Deletes a request the caller locked (lockRequest) unless an employee accepted it, with its queued jobs;
 * answers whether it did. Also run when an admin suspends or closes the employer (lib/admin/ops/consequences.ts).
 */
export async function deleteUnacceptedBooking(tx: Tx, req: { id: string; creatorId: string; status: string }): Promise<boolean> {
  const id = req.id;
  const accepted = await tx.bookingEmployee.count({ where: { requestId: id, status: BOOKING_EMPLOYEE.accepted } });
  if (req.status === BOOKING.accepted || accepted > 0) return false;
  const asked = await tx.bookingEmployee.findMany({ where: { requestId: id }, select: { userId: true } });
  await tx.bookingRequest.delete({ where: { id } });
  await dequeueByKey(deadlineJobKey(id), tx);
  await dequeueByKey(reminderJobKey(id), tx);
  await dequeueByKey(recurJobKey(id), tx);
  await publish([req.creatorId, ...asked.map((a) => a.userId)], { type: "booking", requestId: id, status: BOOKING_DELETED }, { tx });
  return true;
}
