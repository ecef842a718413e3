// The one way anything writes the operations audit log: inside the caller's transaction, so the row exists
// exactly when the change does. The table refuses UPDATE, DELETE and TRUNCATE (migration
// 20270105000000_audit_log); reads are in lib/admin/audit-queries.ts.
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AuditAction, AuditTarget } from "@/lib/admin/states";

export type AuditInput = {
  /** the admin who acted; null for the system */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  /** why; required (non-empty) when an admin acts */
  reason: string;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
};

export async function recordAudit(tx: Tx, input: AuditInput) {
  const reason = input.reason.trim();
  if (input.actorId && !reason) throw new Error("An admin's audit row needs a reason");
  return tx.auditLog.create({
    data: {
      actorId: input.actorId,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      reason,
      before: input.before ?? Prisma.DbNull,
      after: input.after ?? Prisma.DbNull,
    },
    select: { id: true, at: true },
  });
}
