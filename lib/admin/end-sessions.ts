// admin/end_sessions: an admin signs an account out everywhere (every web and API session ends, and tokens of
// the old session version die with them), recorded in the audit log with the count of sessions ended. The
// account may sign in again at once: standing is not touched.
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http/errors";
import { revokeAllSessions } from "@/lib/session/sessions";
import { notify } from "@/lib/notifications/create-notification";
import { recordAudit } from "@/lib/admin/audit";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { AUDIT_ACTION, AUDIT_TARGET } from "@/lib/admin/states";
import type { EndSessionsInput } from "@/lib/admin/schemas";

export async function endUserSessions(admin: { id: string }, input: EndSessionsInput, now = new Date()) {
  if (input.userId === admin.id) throw forbidden(ADMIN_MSG.NotSelf);
  return db.$transaction(async (tx) => {
    const live = { userId: input.userId, revokedAt: null, expiresAt: { gt: now } };
    const user = await tx.user.findFirst({ where: { id: input.userId, deletedAt: null }, select: { id: true, sessionVersion: true } });
    if (!user) throw notFound(ADMIN_MSG.UserNotFound);
    const open = await tx.session.count({ where: live });
    await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await revokeAllSessions(user.id, tx);
    const audit = await recordAudit(tx, {
      actorId: admin.id,
      action: AUDIT_ACTION.end_sessions,
      targetType: AUDIT_TARGET.user,
      targetId: user.id,
      reason: input.reason,
      before: { openSessions: open, sessionVersion: user.sessionVersion },
      after: { openSessions: 0, sessionVersion: user.sessionVersion + 1 },
    });
    await notify(tx, {
      userId: user.id,
      type: "account_end_sessions",
      message: `The Gigline team signed your account out on every device: ${input.reason} Sign in again to continue.`,
      creatorId: null,
    });
    return { userId: user.id, sessionsEnded: open, auditId: audit.id };
  });
}
