// The shifts of a job or a booking that the signed-in person is a party to, as the cancel and no-show
// buttons need them (the booking and job screens read them on the server and pass them in).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const select = {
  id: true,
  userId: true,
  start: true,
  end: true,
  timezone: true,
  status: true,
  clockedInAt: true,
  arrivedAt: true,
  cancelReason: true,
  user: { select: { firstName: true, lastName: true } },
} as const;

export type ShiftActionDto = {
  id: string;
  side: "worker" | "employer";
  workerName: string;
  start: string;
  end: string;
  timezone: string;
  status: string;
  clockedIn: boolean;
  arrived: boolean;
  cancelReason: string;
};

async function mine(userId: string, where: Prisma.ShiftWhereInput): Promise<ShiftActionDto[]> {
  const rows = await db.shift.findMany({
    where: { AND: [where, { OR: [{ userId }, { employerId: userId }] }] },
    select,
    orderBy: { start: "asc" },
    take: 50,
  });
  return rows.map((s) => ({
    id: s.id,
    side: s.userId === userId ? "worker" : "employer",
    workerName: `${s.user.firstName} ${s.user.lastName}`.trim(),
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    timezone: s.timezone,
    status: s.status,
    clockedIn: s.clockedInAt !== null,
    arrived: s.arrivedAt !== null,
    cancelReason: s.cancelReason,
  }));
}

export function myShiftsOfJob(userId: string, jobId: string) {
  return mine(userId, { jobId });
}

export async function myShiftsOfBooking(userId: string, bookingId: string) {
  const req = await db.bookingRequest.findUnique({ where: { id: bookingId }, select: { jobId: true } });
  return mine(userId, req?.jobId ? { OR: [{ bookingId }, { jobId: req.jobId }] } : { bookingId });
}
