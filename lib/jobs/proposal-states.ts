// The proposal and invitation lifecycles as tables: the statuses as named constants, the allowed status
// changes (event: from → to) and the predicates calls and screens ask. Client-safe (no imports at run time).
//
//   proposal   active ⇄ shortlisted (the employer's short list), active | shortlisted → declined (final)
//   invitation sent → accepted (applied through it, or hired) | declined (the employee said no); both final

export const PROPOSAL = { active: "active", shortlisted: "shortlisted", declined: "declined" } as const;
export type ProposalStatus = (typeof PROPOSAL)[keyof typeof PROPOSAL];

export type ProposalEvent = "shortlist" | "unshortlist" | "decline";

export const PROPOSAL_TRANSITIONS: Record<ProposalEvent, { from: readonly ProposalStatus[]; to: ProposalStatus }> = {
  shortlist: { from: [PROPOSAL.active], to: PROPOSAL.shortlisted },
  unshortlist: { from: [PROPOSAL.shortlisted], to: PROPOSAL.active },
  decline: { from: [PROPOSAL.active, PROPOSAL.shortlisted], to: PROPOSAL.declined },
};

export function canProposal(event: ProposalEvent, status: string): boolean {
  return (PROPOSAL_TRANSITIONS[event].from as readonly string[]).includes(status);
}

/** Declined is final: the proposal is no longer withdrawn, hired or answered again. */
export function isProposalDeclined(status: string): boolean {
  return status === PROPOSAL.declined;
}

export function isShortlisted(status: string): boolean {
  return status === PROPOSAL.shortlisted;
}

/** The statuses of the proposals still in the running (the "All" filter). */
export const LIVE_PROPOSAL_STATUSES: ProposalStatus[] = [PROPOSAL.active, PROPOSAL.shortlisted];

export const INVITE = { sent: "sent", accepted: "accepted", declined: "declined" } as const;
export type InviteStatus = (typeof INVITE)[keyof typeof INVITE];

/** An invitation nobody has answered yet: the employee may still apply through it or decline it. */
export function isInvitePending(status: string | null | undefined): boolean {
  return status === INVITE.sent;
}

export function isInviteDeclined(status: string | null | undefined): boolean {
  return status === INVITE.declined;
}

export function isInviteAccepted(status: string | null | undefined): boolean {
  return status === INVITE.accepted;
}
