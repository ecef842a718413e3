// The four-eyes requests (AdminApproval): what may wait for a second admin, and their lifecycle
// pending → approved | rejected (each a guarded change of a pending row). Client-safe: no database import.

export const APPROVAL_KIND = { wallet_correction: "wallet_correction", ban: "ban" } as const;
export type ApprovalKind = (typeof APPROVAL_KIND)[keyof typeof APPROVAL_KIND];
export const APPROVAL_KINDS = Object.values(APPROVAL_KIND) as [ApprovalKind, ...ApprovalKind[]];

export const APPROVAL_STATUS = { pending: "pending", approved: "approved", rejected: "rejected" } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

/** The decisions of admin/decide_approval. */
export const APPROVAL_DECISION = { approve: "approve", reject: "reject" } as const;
export type ApprovalDecision = (typeof APPROVAL_DECISION)[keyof typeof APPROVAL_DECISION];
export const APPROVAL_DECISIONS = Object.values(APPROVAL_DECISION) as [ApprovalDecision, ...ApprovalDecision[]];

export const isPendingApproval = (status: string) => status === APPROVAL_STATUS.pending;

/** The status a decision moves a pending request to. */
export const approvalStatusAfter = (d: ApprovalDecision): ApprovalStatus =>
  d === APPROVAL_DECISION.approve ? APPROVAL_STATUS.approved : APPROVAL_STATUS.rejected;

/** Wallet corrections above this many cents need a second admin's approval; up to it they post at once. */
export const FOUR_EYES_LIMIT_CENTS = 500_00;

/** The direction of a wallet correction: money into the wallet (credit) or out of it (debit). */
export const CORRECTION_DIRECTION = { credit: "credit", debit: "debit" } as const;
export type CorrectionDirection = (typeof CORRECTION_DIRECTION)[keyof typeof CORRECTION_DIRECTION];
export const CORRECTION_DIRECTIONS = Object.values(CORRECTION_DIRECTION) as [CorrectionDirection, ...CorrectionDirection[]];
