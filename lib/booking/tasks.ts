// The booking background tasks (registered in lib/tasks.ts): the deadline of a request, the
// reminder before it, and the next occurrence of a recurring series. Each is safe to run twice.
import { db } from "@/lib/db";
import { notify } from "@/lib/notifications/create-notification";
import { expireDue } from "@/lib/booking/answer";
import { minutesLeft } from "@/lib/booking/constants";
import { BOOKING_EMPLOYEE, BOOKING } from "@/lib/booking/states";

export async function deadlineTask(payload: Record<string, unknown>) {
  await expireDue(String(payload.requestId ?? ""));
}

/**
 * The safety net of the deadlines (every minute): requests with an active employee whose time ran out and
 * no deadline job that ran — a request written without one (the demo data) or a job lost with a restored
 * backup. The `booking_deadline` job is still what makes deadlines fire on time; this only catches strays.
 */
export async function sweepOverdueTask(now = new Date(), limit = 500): Promise<number> {
  const due = await db.bookingEmployee.findMany({
    where: { status: BOOKING_EMPLOYEE.active, responseLimit: { lte: now }, request: { status: BOOKING.sent } },
    select: { requestId: true },
    distinct: ["requestId"],
    take: limit,
  });
  let moved = 0;
  for (const { requestId } of due) if (await expireDue(requestId, now)) moved += 1;
  return moved;
}

/** Reminds every active employee who has not answered and was not reminded for this deadline yet. */
export async function reminderTask(payload: Record<string, unknown>, now = new Date()) {
  const requestId = String(payload.requestId ?? "");
  await db.$transaction(async (tx) => {
    const req = await tx.bookingRequest.findUnique({
      where: { id: requestId },
      select: { id: true, title: true, status: true, creatorId: true },
    });
    if (!req || req.status !== BOOKING.sent) return;
    const rows = await tx.bookingEmployee.findMany({
      where: { requestId, status: BOOKING_EMPLOYEE.active, remindedAt: null, responseLimit: { gt: now } },
    });
    for (const r of rows) {
      const claimed = await tx.bookingEmployee.updateMany({ where: { id: r.id, remindedAt: null }, data: { remindedAt: now } });
      if (claimed.count !== 1) continue;
      const left = minutesLeft(r.responseLimit, now.getTime());
      await notify(tx, {
        userId: r.userId,
        type: "booking_request_reminder",
        message: `Reminder: ${left} minute${left === 1 ? "" : "s"} left to answer the booking request "${req.title}".`,
        creatorId: req.creatorId,
        requestId,
      });
    }
  });
}
