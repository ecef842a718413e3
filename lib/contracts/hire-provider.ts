// job/hire: the owner hires an employee who sent a proposal (applied, or accepted an invitation, which
// sends one); the open job becomes progressing and gets its one contract. The contract takes the
// proposal's price and duration: a person is never hired on terms they did not propose. Opening a contract needs credit or a non-free level; at the free
// level it consumes one credit. Everything happens in one transaction whose first write is the guarded
// status UPDATE, so of two concurrent hires of one job exactly one creates a contract. A one-time job with a
// start and an end commits the worker to that shift in the same transaction (lib/shifts/commit.ts): when it
// overlaps one of the worker's shifts the hire answers 409 '<Name> already has a shift at that time.' and nothing is kept.
// A posting for several workers (headcount > 1) stays open until its last position is filled: each hire before
// the last gets a seat, a hired copy of the job with its own contract (lib/jobs/seats.ts); one more is refused
// (409 'All 6 positions of this job are filled.'). The posting's row is locked FOR UPDATE first, so hires of one
// job run one after the other. The hire holds the shift's expected total from the employer's wallet in the same
// transaction (lib/money/holds), or leaves the contract Not funded.
import "server-only";
import { db } from "@/lib/db";
import { AppError, conflict } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_MSG } from "@/lib/jobs/messages";
import { findOwnJob } from "@/lib/jobs/access";
import { isHiring, lockPosting, takePosition } from "@/lib/jobs/seats";
import { transitionInvite } from "@/lib/jobs/states";
import { dollarsToCents } from "@/lib/money/amounts/convert";
import { notifyJobEvent } from "@/lib/jobs/notify";
import { getJobDto } from "@/lib/jobs/queries";
import type { HireInput } from "@/lib/contracts/schemas";
import { revalidatePublicJob } from "@/lib/public-pages/cache";
import { creditShown, spendCredit } from "@/lib/money/billing/credits";
import { queueEmail } from "@/lib/notifications/event-mail";
import { PROPOSAL, INVITE } from "@/lib/jobs/proposal-states";
import { JOB_TYPES } from "@/lib/jobs/constants";
import { commitShift } from "@/lib/shifts/commit";
import { getShiftPolicy } from "@/lib/settings/get-setting";
import { DEFAULT_TIME_ZONE } from "@/lib/time/constants";
import { holdOnHire } from "@/lib/money/holds/hold-on-hire";

const ONE_TIME_JOB = JOB_TYPES[0];

/** 402 with needCredit, so the page shows the ask-buy-credit confirm and goes to /dashboard/subscription. */
const needCredit = () => new AppError(402, JOB_MSG.NeedCredit, { needCredit: true });

export async function hireProvider(user: User, input: HireInput) {
  const job = await findOwnJob(input.id, user.id);
  if (!isHiring(job)) throw conflict(JOB_MSG.JobNotOpen);
  const [worker, proposal, invite] = await Promise.all([
    db.user.findFirst({
      where: { id: input.userId, type: "provider", deletedAt: null },
      select: { id: true, firstName: true, lastName: true, company: true, accountType: true },
    }),
    db.proposal.findUnique({
      where: { jobId_creatorId: { jobId: job.id, creatorId: input.userId } },
      select: { id: true, price: true, duration: true, status: true },
    }),
    db.invite.findUnique({ where: { jobId_employeeId: { jobId: job.id, employeeId: input.userId } }, select: { id: true, status: true } }),
  ]);
  if (!worker) throw conflict(JOB_MSG.EmployeeGone);
  // an invitation alone is not a yes: the invitee answers it by sending a proposal (job/apply)
  if (!proposal) throw conflict(invite?.status === INVITE.sent ? JOB_MSG.InviteNotAnswered : JOB_MSG.NotAnApplicant);
  // declining is final: a declined proposal is kept for the record, never hired
  if (proposal.status === PROPOSAL.declined) throw conflict(JOB_MSG.ProposalDeclined);
  // the client's price and duration, when sent, must be the proposal's (the hire dialog shows them)
  const hundredths = (n: number) => Math.round(n * 100);
  if (
    (input.price !== undefined && dollarsToCents(input.price) !== proposal.price) ||
    (input.duration !== undefined && hundredths(input.duration) !== hundredths(proposal.duration))
  ) {
    throw conflict(JOB_MSG.HireTermsMismatch);
  }
  // the credit shown counts redeem credit due within 3 days (lib/money/billing/credits.ts), and so does this check
  if (user.level <= 0 && user.credit <= 0 && (await creditShown(user.id)).shown <= 0) throw needCredit();
  const { price, duration } = proposal;
  const policy = await getShiftPolicy();
  await db.$transaction(async (tx) => {
    // the last open position takes the posting itself; any other, a seat
    const posting = await lockPosting(tx, job.id);
    const jobId = await takePosition(tx, posting, { ownerId: user.id, workerId: input.userId, price });
    // a decline that committed since the check above (it holds the job's row FOR SHARE, so none can start now)
    if ((await tx.proposal.count({ where: { id: proposal.id, status: { not: PROPOSAL.declined } } })) !== 1)
      throw conflict(JOB_MSG.ProposalDeclined);
    const me = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { level: true } });
    if (me.level <= 0 && !(await spendCredit(tx, user.id))) throw needCredit();
    const contract = await tx.contract.create({ data: { jobId, userId: input.userId, price, duration } });
    // the shift's expected total is held from the wallet now, or the contract is Not funded
    // (402 instead when the employer chose "Only hire when funded": lib/money/holds/hold-on-hire.ts)
    await holdOnHire(tx, { contractId: contract.id, customerId: user.id, payType: job.payType, price, duration }, new Date(), true);
    // a one-time job with a start and an end commits the worker to that shift (409 when it overlaps one of theirs)
    const shift = await tx.job.findUniqueOrThrow({
      where: { id: job.id },
      select: { type: true, shiftStart: true, shiftEnd: true, timezone: true },
    });
    if (shift.type === ONE_TIME_JOB && shift.shiftStart && shift.shiftEnd) {
      await commitShift(
        tx,
        {
          jobId,
          contractId: contract.id,
          userId: input.userId,
          employerId: user.id,
          start: shift.shiftStart,
          end: shift.shiftEnd,
          timezone: shift.timezone || DEFAULT_TIME_ZONE,
          title: job.title,
        },
        { by: "employer", workerName: displayName(worker) },
        policy,
      );
    }
    if (invite?.status === INVITE.sent) {
      await transitionInvite(tx, { inviteId: invite.id, event: "accept", ifStill: true });
    }
    await notifyJobEvent(tx, {
      userId: input.userId,
      type: "hire",
      message: `${displayName(user) || "An employer"} hired you for "${job.title}".`,
      creatorId: user.id,
      jobId,
    });
    await queueEmail(tx, {
      kind: "hired",
      userId: input.userId,
      jobId,
      employerName: displayName(user) || "An employer",
      title: job.title,
    });
  });
  const [after, credit] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: user.id }, select: { level: true } }),
    creditShown(user.id),
  ]);
  revalidatePublicJob(job.id);
  return { job: await getJobDto(job.id, user), credit: credit.shown, level: after.level };
}
