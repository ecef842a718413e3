// admin/user_standing: an admin warns, suspends (1–365 days), bans (closes) or lifts the standing of an
// employer's or employee's account. In one transaction: the guarded change of the account, its sessions ended
// and its commitments released (suspend, ban: lib/admin/ops/consequences.ts), the audit row with the standing
// before and after, and a notice in plain words (warn, suspend, ban: an AdminNotice the person replies to once,
// lib/admin/queues/notices.ts; lift: a notification); the same words follow by e-mail once the change has
// committed, with a signed link to reply signed out (a suspended or closed account cannot sign in). A ban needs a second admin (the four-eyes rule, lib/admin/ops/approvals.ts).
import { db, type Tx } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { revokeAllSessions } from "@/lib/session/sessions";
import { notify } from "@/lib/notifications/create-notification";
import { revalidatePublicProfile } from "@/lib/public-pages/cache";
import { standingDate, standingOf, STANDING, type StandingFields } from "@/lib/accounts/standing-states";
import { recordAudit } from "@/lib/admin/audit";
import { ADMIN_MSG } from "@/lib/admin/messages";
import { AUDIT_TARGET, endsSessions, STANDING_ACTION, type StandingAction } from "@/lib/admin/states";
import { sendStandingMail } from "@/lib/admin/standing-mail";
import type { UserStandingInput } from "@/lib/admin/schemas";
import { tellPerson } from "@/lib/admin/queues/notices";
import { noticeReplyUrl } from "@/lib/admin/queues/notice-link";
import { releaseCommitments } from "@/lib/admin/ops/consequences";

const DAY_MS = 24 * 60 * 60 * 1000;
const STANDING_SELECT = {
  id: true,
  type: true,
  email: true,
  firstName: true,
  suspendedUntil: true,
  bannedAt: true,
  standingReason: true,
} as const;

type Snapshot = StandingFields & { standingReason: string };

export type StandingChange = {
  auditId: string;
  after: Snapshot;
  user: { id: string; email: string; firstName: string };
  message: string;
  /** the notice the person may reply to (warn, suspend, ban) */
  noticeId: string | null;
};

/**
 * Warn, suspend or lift at once. A ban needs a second admin's approval (lib/admin/ops/approvals.ts): it is
 * requested through requestBan and applied with applyStanding in the approving transaction.
 */
export async function setUserStanding(admin: { id: string }, input: UserStandingInput, now = new Date()) {
  if (input.userId === admin.id) throw forbidden(ADMIN_MSG.NotSelf);
  // the four-eyes rule is not to be bypassed: a ban is a request (requestBan) a second admin approves
  if (input.action === STANDING_ACTION.ban) throw new Error("A ban needs a second admin: request it with requestBan");
  const result = await db.$transaction((tx) => applyStanding(tx, admin.id, input, now));
  await afterStanding(input, result);
  return standingAnswer(input, result, now);
}

/**
 * The standing change in the caller's transaction: the account locked, the guarded change, its sessions
 * ended (suspend, ban), what a suspension or ban does to its jobs, shifts and proposals
 * (lib/admin/ops/consequences.ts), the audit row and the notification.
 */
export async function applyStanding(tx: Tx, adminId: string, input: UserStandingInput, now: Date): Promise<StandingChange> {
  const user = await lockTarget(tx, input.userId);
  if (input.itemId && !(await tx.queueItem.findFirst({ where: { id: input.itemId, subjectId: user.id }, select: { id: true } })))
    throw notFound(ADMIN_MSG.ItemNotFound);
  const before = snapshot(user);
  const next = nextStanding(before, input, now);
  if (input.action === STANDING_ACTION.lift && standingOf(before, now) === STANDING.good) throw conflict(ADMIN_MSG.NothingToLift);
  const updated = await tx.user.update({
    where: { id: user.id },
    data: { ...next, ...(endsSessions(input.action) ? { sessionVersion: { increment: 1 } } : {}) },
    select: STANDING_SELECT,
  });
  if (endsSessions(input.action)) await revokeAllSessions(user.id, tx);
  const after = snapshot(updated);
  const released = endsSessions(input.action)
    ? await releaseCommitments(tx, { id: user.id, type: user.type }, input.action, after.suspendedUntil, now)
    : null;
  const audit = await recordAudit(tx, {
    actorId: adminId,
    action: input.action,
    targetType: AUDIT_TARGET.user,
    targetId: user.id,
    reason: input.reason,
    before: json(before),
    after: { ...json(after), ...(released ? { released } : {}) },
  });
  const message = standingMessage(input, after);
  let noticeId: string | null = null;
  if (input.action === STANDING_ACTION.lift)
    await notify(tx, { userId: user.id, type: `account_${input.action}`, message, creatorId: null });
  else noticeId = await tellPerson(tx, { userId: user.id, itemId: input.itemId ?? null, auditId: audit.id, message });
  return { auditId: audit.id, after, user, message, noticeId };
}

/** The account of a standing action, locked: two admins acting at once write one after the other. */
export async function lockTarget(tx: Tx, userId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
  const user = locked.length ? await tx.user.findUnique({ where: { id: userId }, select: STANDING_SELECT }) : null;
  if (!user) throw notFound(ADMIN_MSG.UserNotFound);
  if (user.type === "admin") throw forbidden(ADMIN_MSG.NotAdmin);
  return user;
}

/** After the commit: the public pages follow (410 while suspended or closed, 200 after a lift) and the e-mail goes. */
export async function afterStanding(input: UserStandingInput, result: StandingChange) {
  revalidatePublicProfile(input.userId, { jobsToo: true });
  const reply = result.noticeId
    ? [`You can reply to the Gigline team once, even while you cannot sign in: ${noticeReplyUrl(result.noticeId)}`]
    : [];
  await sendStandingMail(result.user, MAIL_SUBJECT[input.action], result.message, reply);
}

export function standingAnswer(input: UserStandingInput, result: StandingChange, now: Date) {
  return {
    userId: input.userId,
    action: input.action,
    standing: standingOf(result.after, now),
    suspendedUntil: result.after.suspendedUntil?.toISOString() ?? null,
    bannedAt: result.after.bannedAt?.toISOString() ?? null,
    auditId: result.auditId,
  };
}

function nextStanding(before: Snapshot, input: UserStandingInput, now: Date): Partial<Snapshot> {
  switch (input.action) {
    case STANDING_ACTION.warn:
      return { standingReason: input.reason };
    case STANDING_ACTION.suspend:
      return { suspendedUntil: new Date(now.getTime() + input.days! * DAY_MS), standingReason: input.reason };
    case STANDING_ACTION.ban:
      return { bannedAt: before.bannedAt ?? now, standingReason: input.reason };
    case STANDING_ACTION.lift:
      return { suspendedUntil: null, bannedAt: null, standingReason: "" };
  }
}

/** What the person is told, in the notification and the e-mail alike. */
function standingMessage(input: UserStandingInput, after: Snapshot) {
  return {
    [STANDING_ACTION.warn]: `A warning from the Gigline team: ${input.reason} Please keep to the rules, or your account may be suspended.`,
    [STANDING_ACTION.suspend]: `Your account is suspended until ${after.suspendedUntil ? standingDate(after.suspendedUntil) : ""}: ${input.reason}`,
    [STANDING_ACTION.ban]: `Your account has been closed: ${input.reason}`,
    [STANDING_ACTION.lift]: `Your account is in good standing again: ${input.reason}`,
  }[input.action];
}

const MAIL_SUBJECT: Record<StandingAction, string> = {
  [STANDING_ACTION.warn]: "A warning about your Gigline account",
  [STANDING_ACTION.suspend]: "Your Gigline account is suspended",
  [STANDING_ACTION.ban]: "Your Gigline account has been closed",
  [STANDING_ACTION.lift]: "Your Gigline account is in good standing again",
};

function snapshot(u: Snapshot): Snapshot {
  return { suspendedUntil: u.suspendedUntil, bannedAt: u.bannedAt, standingReason: u.standingReason };
}

function json(s: Snapshot) {
  return {
    suspendedUntil: s.suspendedUntil?.toISOString() ?? null,
    bannedAt: s.bannedAt?.toISOString() ?? null,
    standingReason: s.standingReason,
  };
}
