// Headcount: a posting (or a booking request) for N workers hires up to N people, each with their own contract.
// A posting for several workers stays open (findable, taking applications and invitations) until its last
// position is filled: each hire before the last gets a seat, a job copying the posting (parentJobId set) that is
// hired at once, with its own contract and shift, so paying, completing, reviewing, the time clock, chat and
// backfill work on the seat's job as on any hired job; the last hire takes the posting itself (open →
// progressing), as the only hire of a posting for one worker does. The count is checked with the posting's row
// locked FOR UPDATE, so two hires of the last position run one after the other and the second is refused. A
// cancelled contract frees its position (hired again through a seat).
import { db, type Tx } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { displayName } from "@/lib/accounts/dto";
import { JOB_MSG, positionsFilled } from "@/lib/jobs/messages";
import { JOB_STATUS, JOB_STATUS_LABEL, transitionJob, type JobStatus } from "@/lib/jobs/states";
import type { Viewer } from "@/lib/jobs/dto";

export type LockedPosting = { id: string; creatorId: string; status: number; headcount: number; hired: string[] };

/** The posting's row locked FOR UPDATE and the workers hired for it so far (its contract's and its seats'). */
export async function lockPosting(tx: Tx, jobId: string): Promise<LockedPosting> {
  const rows = await tx.$queryRaw<{ id: string; creatorId: string; status: number; headcount: number }[]>`
    select id, "creatorId", status, headcount from "Job" where id = ${jobId} for update`;
  if (!rows.length) throw conflict(JOB_MSG.JobNotFound);
  return { ...rows[0], hired: await hiredWorkers(tx, jobId) };
}

/** Workers with a contract, not cancelled, on the posting or one of its seats. */
async function hiredWorkers(client: Tx | typeof db, jobId: string) {
  const rows = await client.contract.findMany({
    where: { canceledAt: null, job: { OR: [{ id: jobId }, { parentJobId: jobId }] } },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

/** Whether the employer may still hire for a job in this state: open, or hired with positions left. */
export function isHiring(job: { status: number; headcount: number; parentJobId: string | null }) {
  if (job.parentJobId) return false;
  return job.status === JOB_STATUS.open || (job.status === JOB_STATUS.progressing && job.headcount > 1);
}

/**
 * The job a hire goes to, with the posting locked: the posting itself for its last open position (open →
 * progressing), else a new seat. Refuses a posting not hiring, a worker hired already, every position filled.
 */
export async function takePosition(tx: Tx, posting: LockedPosting, hire: { ownerId: string; workerId: string; price: number }) {
  if (!isHiring({ ...posting, parentJobId: null })) throw conflict(JOB_MSG.JobNotOpen);
  if (posting.hired.includes(hire.workerId)) throw conflict(JOB_MSG.AlreadyHired);
  if (posting.hired.length >= posting.headcount) throw conflict(positionsFilled(posting.headcount));
  if (posting.status === JOB_STATUS.open && posting.hired.length + 1 >= posting.headcount) {
    await transitionJob(tx, { jobId: posting.id, ownerId: hire.ownerId, event: "hire", data: { price: hire.price } });
    return posting.id;
  }
  return createSeat(tx, posting.id, hire.price);
}

/**
 * A seat of the posting: a copy of it (what the worker and the time clock read: title, pay, schedule, place,
 * arrival details) that is hired at once at `price`. Answers the seat's id; the caller adds the contract and shift.
 */
export async function createSeat(tx: Tx, postingId: string, price: number, now = new Date()) {
  const p = await tx.job.findUniqueOrThrow({ where: { id: postingId } });
  const seat = await tx.job.create({
    data: {
      parentJobId: p.id,
      creatorId: p.creatorId,
      title: p.title,
      description: p.description,
      payType: p.payType,
      price: p.initialPrice,
      initialPrice: p.initialPrice,
      duration: p.duration,
      type: p.type,
      skills: p.skills,
      categories: p.categories,
      location: p.location,
      streetNumber: p.streetNumber,
      route: p.route,
      city: p.city,
      state: p.state,
      county: p.county,
      country: p.country,
      zipcode: p.zipcode,
      lat: p.lat,
      lng: p.lng,
      remote: p.remote,
      shiftStart: p.shiftStart,
      shiftEnd: p.shiftEnd,
      timezone: p.timezone,
      weeklySchedule: p.weeklySchedule ?? [],
      arrivalNotes: p.arrivalNotes,
      contactName: p.contactName,
      whatToBring: p.whatToBring,
    },
    select: { id: true },
  });
  await transitionJob(tx, { jobId: seat.id, ownerId: p.creatorId, event: "hire", data: { price }, now });
  return seat.id;
}

/** One entry of job/get_job's `hires`: a contract of the posting or of one of its seats. */
export type HireEntry = {
  _id: string;
  /** the job the contract is on: the posting itself for the first hire, else the seat */
  jobId: string;
  user: { _id: string; name: string; avatar: string | null };
  status: JobStatus;
  statusLabel: string;
  createdAt: string;
};

/**
 * The hires of a posting for several workers: the posting's own contract (its `hire`) first, then the seats',
 * first hired first. The owner sees all of them, a hired worker their own. `hiredCount` counts the contracts
 * not cancelled.
 */
export async function postingHires(jobId: string, viewer: Viewer | null, isOwner: boolean) {
  const rows = await db.contract.findMany({
    where: { job: { OR: [{ id: jobId }, { parentJobId: jobId }] } },
    select: {
      id: true,
      jobId: true,
      userId: true,
      canceledAt: true,
      createdAt: true,
      job: { select: { status: true } },
      user: { select: { id: true, firstName: true, lastName: true, company: true, accountType: true, avatar: true } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  rows.sort((a, b) => Number(b.jobId === jobId) - Number(a.jobId === jobId));
  const hires: HireEntry[] = rows
    .filter((r) => isOwner || r.userId === viewer?.id)
    .map((r) => ({
      _id: r.id,
      jobId: r.jobId,
      user: { _id: r.user.id, name: displayName(r.user), avatar: r.user.avatar },
      status: r.job.status as JobStatus,
      statusLabel: JOB_STATUS_LABEL[r.job.status as JobStatus],
      createdAt: r.createdAt.toISOString(),
    }));
  return { hires, hiredCount: rows.filter((r) => !r.canceledAt).length };
}
