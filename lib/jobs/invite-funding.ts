// Funded / Not funded on an invitation (docs/choices.md "Funding shown on an invitation"): an invitation comes
// before any contract, so its worker is shown whether the employer's available balance covers the shift's
// expected total now (lib/money/holds/covers.ts), on the terms the hire would take: their proposal's once they
// answered the invitation with one, else the job's posted price and duration. Once hired, the contract's own
// hold says it (job.hire.funding), as on a booking request.
import type { JobDto, Viewer } from "@/lib/jobs/dto";
import { isJobOpen } from "@/lib/jobs/states";
import { isInviteDeclined, isProposalDeclined } from "@/lib/jobs/proposal-states";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { balanceCoversShift } from "@/lib/money/holds/covers";

/** The job with `inviteFunded` set for its invited worker (an open job, an invitation not declined); unchanged otherwise. */
export async function withInviteFunding(dto: JobDto, viewer: Viewer | null): Promise<JobDto> {
  const invite = dto.myInvite;
  if (!viewer || viewer.type !== "provider" || dto.isOwner || !invite || isInviteDeclined(invite.status) || !isJobOpen(dto.status)) {
    return dto;
  }
  const proposal = dto.myProposal && !isProposalDeclined(dto.myProposal.status) ? dto.myProposal : null;
  if (dto.myProposal && !proposal) return dto;
  const terms = proposal ?? { price: dto.price, duration: dto.duration };
  const funded = await balanceCoversShift(dto.creator._id, {
    payType: dto.payType,
    price: dollarsToCents(terms.price),
    duration: terms.duration,
  });
  return { ...dto, inviteFunded: funded };
}
