// The worker's side of a background check: dispute a complete result (complete → dispute, a guarded change; the
// employer is told to wait for the partner's re-investigation) and decide who sees the result: the ordering
// employer (sharedWithEmployer) and everyone (publicBadge: a clear result as a badge on the public profile and
// in matches).
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { CHECK, canDispute, statusesBefore } from "@/lib/screening/states";
import { SCREENING_MSG } from "@/lib/screening/messages";
import { notifyResult } from "@/lib/screening/notify";

async function ownCheck(workerId: string, checkId: string) {
  const check = await db.backgroundCheck.findFirst({ where: { id: checkId, workerId } });
  if (!check) throw new AppError(404, SCREENING_MSG.NotFound);
  return check;
}

export async function disputeCheck(workerId: string, input: { checkId: string; reason: string }) {
  const check = await ownCheck(workerId, input.checkId);
  if (!canDispute(check.status)) throw new AppError(409, SCREENING_MSG.CannotDispute);
  await db.$transaction(async (tx) => {
    const changed = await tx.backgroundCheck.updateMany({
      where: { id: check.id, workerId, status: { in: statusesBefore(CHECK.dispute) } },
      data: { status: CHECK.dispute, disputeReason: input.reason },
    });
    if (changed.count === 0) throw new AppError(409, SCREENING_MSG.CannotDispute);
    await notifyResult(tx, { ...check, status: CHECK.dispute }, false);
  });
  return { message: SCREENING_MSG.Disputed_ok };
}

export async function shareCheck(workerId: string, input: { checkId: string; sharedWithEmployer?: boolean; publicBadge?: boolean }) {
  await ownCheck(workerId, input.checkId);
  const data = {
    ...(input.sharedWithEmployer === undefined ? {} : { sharedWithEmployer: input.sharedWithEmployer }),
    ...(input.publicBadge === undefined ? {} : { publicBadge: input.publicBadge }),
  };
  await db.backgroundCheck.updateMany({ where: { id: input.checkId, workerId }, data });
  return { message: SCREENING_MSG.SharingSaved };
}
