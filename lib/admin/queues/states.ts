// The operations queues' vocabulary: the kinds of item and the life of one (open → assigned → resolved |
// dismissed), and what an admin may hide. Client-safe: no database import. The triggers that make the items
// (migration 20270106300000_admin_queues) spell the same words.

/** The kinds of queue item. A new kind is one entry here, one in the registry (lib/admin/queues/registry.ts). */
export const QUEUE_KIND = {
  chat_report: "chat_report",
  contact_attempts: "contact_attempts",
  review_report: "review_report",
  reliability_appeal: "reliability_appeal",
  dispute: "dispute",
  adverse_action: "adverse_action",
} as const;
export type QueueKind = (typeof QUEUE_KIND)[keyof typeof QUEUE_KIND];
export const QUEUE_KINDS = Object.values(QUEUE_KIND) as [QueueKind, ...QueueKind[]];

/** The life of a queue item. */
export const QUEUE_STATE = { open: "open", assigned: "assigned", resolved: "resolved", dismissed: "dismissed" } as const;
export type QueueState = (typeof QUEUE_STATE)[keyof typeof QUEUE_STATE];
export const QUEUE_STATES = Object.values(QUEUE_STATE) as [QueueState, ...QueueState[]];
/** Waiting for a decision (the open counts, the live item of a source). */
export const LIVE_QUEUE_STATES: QueueState[] = [QUEUE_STATE.open, QUEUE_STATE.assigned];
/** How an item ends. */
export const CLOSE_OUTCOMES = [QUEUE_STATE.resolved, QUEUE_STATE.dismissed] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

export const isLive = (state: string) => (LIVE_QUEUE_STATES as string[]).includes(state);

/** What an admin may hide or restore. */
export const HIDE_TARGET = { job: "job", review: "review", message: "message" } as const;
export type HideTarget = (typeof HIDE_TARGET)[keyof typeof HIDE_TARGET];
export const HIDE_TARGETS = Object.values(HIDE_TARGET) as [HideTarget, ...HideTarget[]];

export { hiddenLabel } from "@/lib/moderation/hidden";
