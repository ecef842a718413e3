// The booking request's e-mail (lib/notifications/event-mail.ts) is worth sending only while the worker can
// still answer it: the mail task asks here when it runs (lib/tasks.ts passes this check in).
import { db } from "@/lib/db";
import { BOOKING, BOOKING_EMPLOYEE } from "@/lib/booking/states";

export async function bookingRequestStillDue(mail: { requestId: string; userId: string }, now: Date): Promise<boolean> {
  const row = await db.bookingEmployee.findUnique({
    where: { requestId_userId: { requestId: mail.requestId, userId: mail.userId } },
    select: { status: true, responseLimit: true, request: { select: { status: true } } },
  });
  return (
    !!row && row.status === BOOKING_EMPLOYEE.active && row.request.status === BOOKING.sent && !!row.responseLimit && row.responseLimit > now
  );
}
