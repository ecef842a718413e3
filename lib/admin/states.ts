// What the operations audit log records (AuditLog.action, AuditLog.targetType) and the standing actions an
// admin takes on an account. Client-safe: no database import.

/** Standing actions of admin/user_standing. */
export const STANDING_ACTION = { warn: "warn", suspend: "suspend", ban: "ban", lift: "lift" } as const;
export type StandingAction = (typeof STANDING_ACTION)[keyof typeof STANDING_ACTION];
export const STANDING_ACTIONS = Object.values(STANDING_ACTION) as [StandingAction, ...StandingAction[]];

/** Every action of the audit log: the standing actions, the sessions they end, wallet corrections, the
 *  four-eyes requests with their approval or rejection (lib/admin/ops/), and the queue actions (content hidden
 *  and restored, a queue item resolved or dismissed). */
export const AUDIT_ACTION = {
  ...STANDING_ACTION,
  end_sessions: "end_sessions",
  wallet_correction: "wallet_correction",
  approval_request: "approval_request",
  approval_approve: "approval_approve",
  approval_reject: "approval_reject",
  hide: "hide",
  restore: "restore",
  resolve: "resolve",
  dismiss: "dismiss",
} as const;
export type AuditAction = (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION];
export const AUDIT_ACTIONS = Object.values(AUDIT_ACTION) as [AuditAction, ...AuditAction[]];

/** What an audit row is about. */
export const AUDIT_TARGET = {
  user: "user",
  approval: "approval",
  job: "job",
  review: "review",
  message: "message",
  queue_item: "queue_item",
  dispute: "dispute",
} as const;
export type AuditTarget = (typeof AUDIT_TARGET)[keyof typeof AUDIT_TARGET];
export const AUDIT_TARGETS = Object.values(AUDIT_TARGET) as [AuditTarget, ...AuditTarget[]];

/** The actions that end the account's sessions. */
export const endsSessions = (action: StandingAction) => action === STANDING_ACTION.suspend || action === STANDING_ACTION.ban;
