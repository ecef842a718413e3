// What the background-check calls answer a person.
export const SCREENING_MSG = {
  NotConfigured: "Background checks are not configured on this server.",
  NotFound: "Background check not found.",
  NotEligible: "You can order a check only for someone who applied to, was invited to or was hired for one of your jobs.",
  AlreadyOpen: "A background check for this person is already under way.",
  UnknownPackage: "Choose one of the packages offered.",
  PartnerFailed: "The screening partner did not answer. The price is back in your wallet; please try again later.",
  CannotDispute: "Only a complete result can be disputed.",
  NotConsider: "Adverse-action steps apply only to a complete result marked consider.",
  ResultHidden: "The worker has not shared this result with you.",
  StepOutOfOrder: "This step is not possible now: send the pre-adverse notice first, and the final notice only after it.",
  Disputed: "The worker disputes this result: wait for the partner's re-investigation.",
  Ordered: "Background check ordered. The worker gets an invitation to give consent.",
  Disputed_ok: "Your dispute was sent.",
  SharingSaved: "Sharing saved.",
  InvitationDone: "This invitation has been answered already.",
  ConsentRequired: "You must give your consent to continue.",
  SandboxOff: "The sandbox screening partner is not running on this server.",
} as const;

export function waitingPeriodMessage(until: Date): string {
  return `The waiting period after the pre-adverse notice ends on ${until.toISOString().slice(0, 10)}.`;
}
