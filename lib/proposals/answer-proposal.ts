// job/shortlist_proposal and job/decline_proposal: the job's owner sorts the proposals of an open job.
// Shortlisting toggles active <-> shortlisted (a private mark: the worker still sees "Applied"); declining is
// final (the worker sees "Not selected" and is notified, without the reason; the owner keeps it under
// "Declined" and can no longer hire it). Each is one transaction: the job's row is read FOR SHARE (a hire or
// a cancel waits, so "only while open" holds while we write) and the proposal moves by a guarded UPDATE.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import type { ProposalStatus } from "@/lib/generated/prisma/enums";
import { JOB_MSG } from "@/lib/jobs/messages";
import { assertOpen, lockJob } from "@/lib/jobs/access";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import type { PROPOSAL_DECLINE_REASONS } from "@/lib/jobs/constants";
import { PROPOSAL } from "@/lib/jobs/proposal-states";

/** The proposal and its (locked) job, when the job is the caller's and still open. */
async function ownOpenProposal(tx: Tx, user: User, proposalId: string) {
  const proposal = await tx.proposal.findUnique({
    where: { id: proposalId },
    select: { id: true, jobId: true, creatorId: true, status: true },
  });
  if (!proposal) throw notFound(JOB_MSG.ProposalNotFound);
  const job = await lockJob(tx, proposal.jobId);
  if (job.creatorId !== user.id) throw forbidden(JOB_MSG.NotYourJob);
  assertOpen(job);
  if (proposal.status === PROPOSAL.declined) throw conflict(JOB_MSG.ProposalDeclined);
  return { proposal, job };
}

/** Moves the proposal from `from` to `to`; refused (409) when it is no longer in `from`. */
async function moveProposal(
  tx: Tx,
  id: string,
  from: ProposalStatus,
  data: { status: ProposalStatus; declineReason?: string; answeredAt: Date | null },
) {
  const { count } = await tx.proposal.updateMany({ where: { id, status: from }, data });
  if (count !== 1) throw conflict(data.status === PROPOSAL.declined ? JOB_MSG.ProposalDeclined : JOB_MSG.ProposalChanged);
}

export async function shortlistProposal(user: User, proposalId: string) {
  const jobId = await db.$transaction(async (tx) => {
    const { proposal } = await ownOpenProposal(tx, user, proposalId);
    const adding = proposal.status === PROPOSAL.active;
    await moveProposal(tx, proposal.id, proposal.status, {
      status: adding ? "shortlisted" : "active",
      answeredAt: adding ? new Date() : null,
    });
    return proposal.jobId;
  });
  return getJobDto(jobId, user);
}

export async function declineProposal(user: User, input: { id: string; reason: (typeof PROPOSAL_DECLINE_REASONS)[number] }) {
  const jobId = await db.$transaction(async (tx) => {
    const { proposal, job } = await ownOpenProposal(tx, user, input.id);
    await moveProposal(tx, proposal.id, proposal.status, {
      status: PROPOSAL.declined,
      declineReason: input.reason,
      answeredAt: new Date(),
    });
    await notifyJobEvent(tx, {
      userId: proposal.creatorId,
      type: "proposal_declined",
      message: `${displayName(user) || "The employer"} did not select your proposal for "${job.title}".`,
      creatorId: user.id,
      jobId: job.id,
    });
    return proposal.jobId;
  });
  return getJobDto(jobId, user);
}
