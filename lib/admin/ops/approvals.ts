// The four-eyes rule: a ban (admin/user_standing) and a wallet correction over $500 (admin/wallet_correction)
// wait as a pending AdminApproval until a different admin decides (admin/decide_approval). Approving runs the
// action in the same transaction as the guarded change pending → approved, so the action happens exactly when
// the approval does; two admins deciding at once: the second finds the request decided (409). The requester
// cannot decide their own request (403; a CHECK in the table too). Request, approval and rejection each
// write an audit row (target "approval"); the action writes its own row as it would without the rule, in the
// name of the admin who asked for it.
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { recordAudit } from "@/lib/admin/audit";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { AUDIT_ACTION, AUDIT_TARGET, STANDING_ACTION } from "@/lib/admin/states";
import type { UserStandingInput } from "@/lib/admin/schemas";
import { afterStanding, applyStanding, lockTarget, type StandingChange } from "@/lib/admin/set-standing";
import { OPS_MSG } from "@/lib/admin/ops/messages";
import { APPROVAL_DECISION, APPROVAL_KIND, APPROVAL_STATUS, approvalStatusAfter, type ApprovalKind } from "@/lib/admin/ops/states";
import { createApproval, toApprovalDto, type ApprovalDto } from "@/lib/admin/ops/approval-request";
import { postCorrection, type CorrectionDto, type CorrectionPayload } from "@/lib/admin/ops/wallet-correction";
import type { DecideApprovalInput } from "@/lib/admin/ops/schemas";

/** admin/user_standing with action "ban": the request (one pending ban per account at a time). */
export async function requestBan(admin: { id: string }, input: UserStandingInput): Promise<ApprovalDto> {
  if (input.userId === admin.id) throw forbidden(ADMIN_MSG.NotSelf);
  return db.$transaction(async (tx) => {
    const user = await lockTarget(tx, input.userId);
    const pending = await tx.adminApproval.count({
      where: { targetUserId: user.id, kind: APPROVAL_KIND.ban, status: APPROVAL_STATUS.pending },
    });
    if (pending > 0) throw conflict(OPS_MSG.PendingBan);
    return createApproval(
      tx,
      admin,
      APPROVAL_KIND.ban,
      user.id,
      { userId: user.id, action: STANDING_ACTION.ban, ...(input.itemId ? { itemId: input.itemId } : {}) },
      input.reason,
    );
  });
}

export type DecisionDto = { approval: ApprovalDto; correction: CorrectionDto | null; standing: { auditId: string } | null };

export async function decideApproval(admin: { id: string }, input: DecideApprovalInput, now = new Date()): Promise<DecisionDto> {
  const ran: { ban?: { input: UserStandingInput; change: StandingChange } } = {};
  const answer = await db.$transaction(async (tx) => {
    const row = await tx.adminApproval.findUnique({ where: { id: input.approvalId } });
    if (!row) throw notFound(OPS_MSG.ApprovalNotFound);
    if (row.requestedById === admin.id) throw forbidden(OPS_MSG.OwnRequest);
    // the guarded change: of two admins deciding at once, the second waits on the row and then moves nothing
    const moved = await tx.adminApproval.updateMany({
      where: { id: row.id, status: APPROVAL_STATUS.pending },
      data: { status: approvalStatusAfter(input.decision), decidedById: admin.id, decidedAt: now, decisionNote: input.note },
    });
    if (moved.count !== 1) throw conflict(OPS_MSG.AlreadyDecided);
    let correction: CorrectionDto | null = null;
    let standing: { auditId: string } | null = null;
    if (input.decision === APPROVAL_DECISION.approve) {
      const kind = row.kind as ApprovalKind;
      if (kind === APPROVAL_KIND.wallet_correction) {
        correction = await postCorrection(
          tx,
          row.requestedById,
          row.payload as CorrectionPayload,
          row.reason,
          `correction:approval:${row.id}`,
        );
      } else {
        const itemId = (row.payload as { itemId?: unknown }).itemId;
        const banInput: UserStandingInput = {
          userId: row.targetUserId,
          action: STANDING_ACTION.ban,
          reason: row.reason,
          ...(typeof itemId === "string" ? { itemId } : {}),
        };
        const change = await applyStanding(tx, row.requestedById, banInput, now);
        ran.ban = { input: banInput, change };
        standing = { auditId: change.auditId };
      }
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: input.decision === APPROVAL_DECISION.approve ? AUDIT_ACTION.approval_approve : AUDIT_ACTION.approval_reject,
      targetType: AUDIT_TARGET.approval,
      targetId: row.id,
      reason: input.note || `${input.decision === APPROVAL_DECISION.approve ? "Approved" : "Rejected"}: ${row.reason}`,
      before: { status: row.status },
      after: { status: approvalStatusAfter(input.decision), kind: row.kind, targetUserId: row.targetUserId },
    });
    const updated = await tx.adminApproval.findUniqueOrThrow({ where: { id: row.id } });
    return { approval: toApprovalDto(updated), correction, standing };
  });
  if (ran.ban) await afterStanding(ran.ban.input, ran.ban.change);
  return answer;
}

export type PendingApprovalRow = ApprovalDto & { requestedByName: string; targetName: string; targetEmail: string };

/** The pending requests, oldest first, with the names an admin needs to decide. */
export async function listPendingApprovals(): Promise<PendingApprovalRow[]> {
  const rows = await db.adminApproval.findMany({
    where: { status: APPROVAL_STATUS.pending },
    orderBy: [{ requestedAt: "asc" }, { id: "asc" }],
    take: 200,
  });
  const ids = [...new Set(rows.flatMap((r) => [r.requestedById, r.targetUserId]))];
  const people = ids.length
    ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, email: true } })
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const name = (id: string) => {
    const p = byId.get(id);
    return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : id;
  };
  return rows.map((r) => ({
    ...toApprovalDto(r),
    requestedByName: name(r.requestedById),
    targetName: name(r.targetUserId),
    targetEmail: byId.get(r.targetUserId)?.email ?? "",
  }));
}
