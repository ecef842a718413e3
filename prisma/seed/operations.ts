// The operations demo: a $750 wallet correction for worker2@gigline.test asked for by admin@gigline.test and
// waiting for the second admin (admin2@gigline.test) on /admin/approvals. Made once: a run that finds it
// pending leaves it.
import type { Tx } from "@/lib/db";
import { createApproval } from "@/lib/admin/ops/approval-request";
import { APPROVAL_KIND, APPROVAL_STATUS, CORRECTION_DIRECTION } from "@/lib/admin/ops/states";
import type { CorrectionPayload } from "@/lib/admin/ops/wallet-correction";

export const DEMO_CORRECTION_EMAIL = "worker2@gigline.test";
const REASON = "Refund of a double charge on the catering contract payment (processor statement checked).";

export async function seedPendingCorrection(tx: Tx, adminId: string) {
  const target = await tx.user.findUniqueOrThrow({ where: { email: DEMO_CORRECTION_EMAIL }, select: { id: true } });
  const waiting = await tx.adminApproval.count({
    where: { kind: APPROVAL_KIND.wallet_correction, targetUserId: target.id, requestedById: adminId, status: APPROVAL_STATUS.pending },
  });
  if (waiting > 0) return;
  const payload: CorrectionPayload = { userId: target.id, direction: CORRECTION_DIRECTION.credit, amountCents: 750_00 };
  await createApproval(tx, { id: adminId }, APPROVAL_KIND.wallet_correction, target.id, payload, REASON);
}
