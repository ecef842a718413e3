// Who may act on a shift, the row lock that keeps a check and its write together, and the shift as the calls
// answer it.
import type { Tx } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { CANCEL_MSG } from "@/lib/cancellations/messages";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { formatCents } from "@/lib/money/amounts/format";
import type { ShiftStatus } from "@/lib/generated/prisma/enums";

export type LockedShift = {
  id: string;
  jobId: string;
  contractId: string | null;
  bookingId: string | null;
  userId: string;
  employerId: string;
  start: Date;
  end: Date;
  timezone: string;
  status: ShiftStatus;
  clockedInAt: Date | null;
  arrivedAt: Date | null;
};

/**
 * The shift locked FOR UPDATE (a concurrent cancel, no-show or clock-in waits for this transaction), and the
 * caller's side of it: the worker, the employer, or 404 for anyone else (a shift that is not yours does not exist).
 */
export async function lockOwnShift(tx: Tx, shiftId: string, userId: string): Promise<{ shift: LockedShift; side: "worker" | "employer" }> {
  const [shift] = await tx.$queryRaw<LockedShift[]>`
    SELECT "id", "jobId", "contractId", "bookingId", "userId", "employerId", "start", "end", "timezone", "status", "clockedInAt", "arrivedAt"
    FROM "Shift" WHERE "id" = ${shiftId} FOR UPDATE`;
  if (!shift) throw notFound(CANCEL_MSG.NotFound);
  if (shift.userId === userId) return { shift, side: "worker" };
  if (shift.employerId === userId) return { shift, side: "employer" };
  throw notFound(CANCEL_MSG.NotFound);
}

/** The shift as shift/cancel, mark_no_show and mark_arrived answer it (amounts in dollars, with labels). */
export async function shiftAnswer(tx: Tx, shiftId: string) {
  const s = await tx.shift.findUniqueOrThrow({
    where: { id: shiftId },
    select: {
      id: true,
      jobId: true,
      status: true,
      start: true,
      end: true,
      timezone: true,
      canceledAt: true,
      canceledBy: true,
      cancelReason: true,
      cancelLeadMinutes: true,
      arrivedAt: true,
      clockedInAt: true,
      reliabilityEvents: { select: { kind: true }, orderBy: { createdAt: "asc" } },
      cancellationPay: { select: { amountCents: true, paidCents: true } },
    },
  });
  const { reliabilityEvents, cancellationPay, ...rest } = s;
  const pay = cancellationPay
    ? {
        amount: centsToDollars(cancellationPay.amountCents),
        paid: centsToDollars(cancellationPay.paidCents),
        owed: centsToDollars(cancellationPay.amountCents - cancellationPay.paidCents),
        amountLabel: formatCents(cancellationPay.amountCents),
        owedLabel: formatCents(cancellationPay.amountCents - cancellationPay.paidCents),
      }
    : null;
  return { ...rest, reliability: reliabilityEvents.map((e) => e.kind), latePay: pay };
}

export type ShiftAnswer = Awaited<ReturnType<typeof shiftAnswer>>;
