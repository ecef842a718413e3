// The first half of the four-eyes rule: an admin's request that waits for a second admin (AdminApproval,
// status pending), with its audit row. admin/wallet_correction (over $500) and admin/user_standing (ban) create
// them; lib/admin/ops/approvals.ts decides them.
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/admin/audit";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import type { ApprovalKind } from "@/lib/admin/ops/states";

export type ApprovalDto = {
  _id: string;
  kind: string;
  status: string;
  targetUserId: string;
  payload: unknown;
  reason: string;
  requestedById: string;
  requestedAt: string;
  decidedById: string | null;
  decidedAt: string | null;
  decisionNote: string;
};

type ApprovalRow = {
  id: string;
  kind: string;
  status: string;
  targetUserId: string;
  payload: unknown;
  reason: string;
  requestedById: string;
  requestedAt: Date;
  decidedById: string | null;
  decidedAt: Date | null;
  decisionNote: string;
};

export function toApprovalDto(r: ApprovalRow): ApprovalDto {
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    targetUserId: r.targetUserId,
    payload: r.payload,
    reason: r.reason,
    requestedById: r.requestedById,
    requestedAt: r.requestedAt.toISOString(),
    decidedById: r.decidedById,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
  };
}

/** A pending request in the caller's transaction, and its audit row (action approval_request). */
export async function createApproval(
  tx: Tx,
  admin: { id: string },
  kind: ApprovalKind,
  targetUserId: string,
  payload: Prisma.InputJsonObject,
  reason: string,
): Promise<ApprovalDto> {
  const row = await tx.adminApproval.create({
    data: { kind, targetUserId, payload, reason: reason.trim(), requestedById: admin.id },
  });
  await recordAudit(tx, {
    actorId: admin.id,
    action: AUDIT_ACTION.approval_request,
    targetType: AUDIT_TARGET.approval,
    targetId: row.id,
    reason,
    before: null,
    after: { kind, status: row.status, targetUserId, payload },
  });
  return toApprovalDto(row);
}
