// The spec's Job object as the API returns it. Money goes out in dollars; `price` is
// the initial price while the job is open and the final (hired) price otherwise.
// Visibility: the owner sees every proposal and invitation; anyone else sees counts plus their own
// proposal/invitation; the hire's details go to its two parties only.
import { holdState } from "@/lib/money/holds/hold-state";
import { displayName, EMPTY_STATISTICS, publicLocation, type Statistics } from "@/lib/accounts/dto";
import type { UserType } from "@/lib/generated/prisma/enums";
import type { JobRow } from "@/lib/jobs/queries";
import { formatCents } from "@/lib/money/amounts/format";
import { parseWeeklySchedule, scheduleText, weeklyText } from "@/lib/time/schedule";
import { contractTotalCents, hireRate, postedAgo, proposalCountLabel } from "@/lib/jobs/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { JOB_STATUS, JOB_STATUS_LABEL, type JobStatus } from "@/lib/jobs/states";
import type { ScreenQuestion } from "@/lib/jobs/schemas";
import { readScreenQuestions } from "@/lib/jobs/screen-questions";
import { employerReviewDeadline } from "@/lib/jobs/review-window";
import { hiddenLabel } from "@/lib/moderation/hidden";
import { PROPOSAL, INVITE } from "@/lib/jobs/proposal-states";
import type { HireEntry } from "@/lib/jobs/seats";

export type Viewer = { id: string; type: UserType };

type CardRow = JobRow["invites"][number]["employee"];
type CreatorRow = JobRow["creator"];
type ProposalRow = JobRow["proposals"][number];
type InviteRow = JobRow["invites"][number];

/** A person on a job (proposal author, invitee, hired provider): public fields only. */
export function toUserCard(u: CardRow) {
  return {
    _id: u.id,
    name: displayName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    accountType: u.accountType,
    avatar: u.avatar,
    location: publicLocation(u),
    city: u.city,
    state: u.state,
    title: u.profile?.title ?? "",
    hourlyRate: centsToDollars(u.profile?.hourlyRate ?? 0),
    skills: u.profile?.skills ?? [],
    categories: u.profile?.categories ?? [],
    reviewScore: u.reviewScore,
    reviewCount: u.reviewCount,
  };
}
export type UserCardDto = ReturnType<typeof toUserCard>;

/** The job's employer with what the about-employer box shows. */
export function toCreatorDto(u: CreatorRow, statistics: Statistics = EMPTY_STATISTICS) {
  return {
    _id: u.id,
    name: displayName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    accountType: u.accountType,
    avatar: u.avatar,
    location: publicLocation(u),
    city: u.city,
    state: u.state,
    country: u.country,
    reviewScore: u.reviewScore,
    reviewCount: u.reviewCount,
    /** the employer's rating from workers' published reviews; 0 reviews: "No reviews yet" */
    employerRating: u.employerRating,
    employerRatingCount: u.employerRatingCount,
    /** member since */
    createdAt: u.createdAt.toISOString(),
    /** employer profile: about the company (plain text), logo URL, website (http/https) */
    companyDescription: u.companyDescription,
    companyLogo: u.companyLogo,
    website: u.website,
    statistics,
    hireRate: hireRate(statistics.jobsHired, statistics.jobsPosted),
  };
}

/**
 * `owner`: the job's owner sees the proposal's status (active, shortlisted, declined) and the decline reason;
 * its author sees only whether it was declined ("Not selected"): the shortlist and the reason are the owner's.
 */
export function toProposalDto(p: ProposalRow, owner = false) {
  const declined = p.status === PROPOSAL.declined;
  return {
    _id: p.id,
    job: p.jobId,
    creator: toUserCard(p.creator),
    coverText: p.coverText,
    price: centsToDollars(p.price),
    duration: p.duration,
    screenAnswers: p.screenAnswers,
    isInvite: p.isInvite,
    status: owner ? p.status : declined ? ("declined" as const) : ("active" as const),
    declineReason: owner ? p.declineReason : "",
    answeredAt: owner ? (p.answeredAt?.toISOString() ?? null) : null,
    createdAt: p.createdAt.toISOString(),
  };
}
export type ProposalDto = ReturnType<typeof toProposalDto>;

export function toInviteDto(i: InviteRow) {
  return {
    _id: i.id,
    status: i.status,
    reason: i.reason,
    employee: toUserCard(i.employee),
    createdAt: i.createdAt.toISOString(),
    answeredAt: i.answeredAt?.toISOString() ?? null,
  };
}
export type InviteDto = ReturnType<typeof toInviteDto>;

export function toJobDto(job: JobRow, viewer: Viewer | null, creatorStats?: Statistics) {
  const isOwner = viewer?.id === job.creatorId;
  const status = job.status as JobStatus;
  const proposals = job.proposals.map((p) => toProposalDto(p, isOwner));
  const myProposal = proposals.find((p) => p.creator._id === viewer?.id) ?? null;
  const invites = job.invites.map(toInviteDto);
  const myInvite = invites.find((i) => i.employee._id === viewer?.id) ?? null;
  const contract = job.contract;
  const isHired = Boolean(contract && contract.userId === viewer?.id);
  const screenQuestions: ScreenQuestion[] = readScreenQuestions(job.screenQuestions);
  return {
    _id: job.id,
    title: job.title,
    description: job.description,
    status,
    statusLabel: JOB_STATUS_LABEL[status],
    payType: job.payType,
    price: centsToDollars(status === JOB_STATUS.open ? job.initialPrice : job.price),
    initialPrice: centsToDollars(job.initialPrice),
    duration: job.duration,
    type: job.type,
    skills: job.skills,
    categories: job.categories,
    location: job.location,
    geolocation: [job.lng, job.lat] as [number, number],
    lat: job.lat,
    lng: job.lng,
    street_number: job.streetNumber,
    route: job.route,
    city: job.city,
    state: job.state,
    county: job.county,
    country: job.country,
    zipcode: job.zipcode,
    screenQuestions,
    ...scheduleDto(job),
    /** how to get in, whom to ask for, what to bring: only for the employer and the hired worker (null for anyone else) */
    arrival: isOwner || isHired ? { arrivalNotes: job.arrivalNotes, contactName: job.contactName, whatToBring: job.whatToBring } : null,
    /** hidden by an admin: its owner reads why ("Hidden by Gigline: <reason>"); null otherwise and for anyone else */
    hiddenNotice: isOwner && job.hiddenAt ? hiddenLabel(job.hiddenReason) : null,
    /** the owner: every proposal; anyone else: how many there are */
    proposals: isOwner ? proposals : job._count.proposals,
    proposalsCount: job._count.proposals,
    proposalsLabel: proposalCountLabel(job._count.proposals),
    /** the viewer's own proposal (a provider), else null */
    myProposal,
    /** the owner: every invitation; anyone else: only their own */
    invites: isOwner ? invites : myInvite ? [myInvite] : [],
    invitesSent: invites.length,
    unansweredInvites: invites.filter((i) => i.status === INVITE.sent).length,
    myInvite,
    /** an invited worker, while the job is open: whether the employer's available balance covers the shift's
     *  expected total now ("Funded" / "Not funded"; lib/jobs/invite-funding.ts); null for anyone else */
    inviteFunded: null as boolean | null,
    /** the viewer's own save, in the spec's shape (favorites: [{ creator }]) */
    favorites: job.favorites.map((f) => ({ creator: f.userId, createdAt: f.createdAt.toISOString() })),
    isFavorite: job.favorites.length > 0,
    review: job.review
      ? {
          _id: job.review.id,
          score: job.review.score,
          text: job.review.text,
          writer: job.review.writerId,
          target: job.review.targetId,
          createdAt: job.review.createdAt.toISOString(),
        }
      : null,
    /** the worker's review of the employer: its writer sees it all; the employer sees that it exists and
     *  when it appears, its score and text only once published; anyone else nothing */
    employerReview: toEmployerReviewDto(job.employerReview, isOwner, isHired),
    hire:
      contract && (isOwner || isHired)
        ? toHireDto(contract, job.payType, proposals.find((p) => p.creator._id === contract.userId) ?? null)
        : null,
    hired: Boolean(contract),
    /** how many workers the posting hires; a seat (parentJobId: its posting) is one worker's copy of it */
    headcount: job.headcount,
    parentJobId: job.parentJobId,
    /** every contract of the posting and its seats, first = `hire` (the owner: all; a hired worker: their own).
     *  Here the job's own; getJobDto adds the seats' for a posting of several workers (lib/jobs/seats.ts). */
    hires: contract && (isOwner || isHired) ? [toHireEntry(contract, job)] : [],
    /** contracts not cancelled */
    hiredCount: contract && !contract.canceledAt ? 1 : 0,
    isOwner,
    isCheckCubic: job.isCheckCubic,
    /** work done from anywhere: matching ignores the distance */
    remote: job.remote,
    infoCubicPackage: job.infoCubicPackage,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    canceledAt: job.canceledAt?.toISOString() ?? null,
    postedAgo: postedAgo(job.createdAt),
    creator: toCreatorDto(job.creator, creatorStats),
  };
}
export type JobDto = ReturnType<typeof toJobDto>;

/**
 * A job's schedule as every viewer reads it: a one-time job's shift (ISO instants) and an ongoing job's weekly
 * rows, in the location's zone, with the text the cards and the job page show ("Sat, Dec 5 · 9:00 AM – 5:00 PM CST").
 */
export function scheduleDto(job: { shiftStart: Date | null; shiftEnd: Date | null; timezone: string; weeklySchedule: unknown }) {
  const weekly = job.timezone ? parseWeeklySchedule(job.weeklySchedule) : [];
  const shift = job.shiftStart && job.shiftEnd && job.timezone ? { start: job.shiftStart, end: job.shiftEnd } : null;
  return {
    shiftStart: shift ? shift.start.toISOString() : null,
    shiftEnd: shift ? shift.end.toISOString() : null,
    timezone: job.timezone,
    weeklySchedule: weekly.map((r) => ({ weekday: r.weekday, start: hhmm(r.startMin), end: hhmm(r.endMin) })),
    scheduleText: shift ? scheduleText(shift.start, shift.end, job.timezone) : weeklyText(weekly, job.timezone),
  };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

function toHireEntry(c: NonNullable<JobRow["contract"]>, job: JobRow): HireEntry {
  const status = job.status as JobStatus;
  return {
    _id: c.id,
    jobId: job.id,
    user: { _id: c.user.id, name: displayName(c.user), avatar: c.user.avatar },
    status,
    statusLabel: JOB_STATUS_LABEL[status],
    createdAt: c.createdAt.toISOString(),
  };
}

/** job.hire plus the contract cell's fields: ids, dates, total, cover letter. */
function toHireDto(c: NonNullable<JobRow["contract"]>, payType: JobRow["payType"], proposal: ProposalDto | null) {
  const total = contractTotalCents({ ...c, payType });
  return {
    _id: c.id,
    user: toUserCard(c.user),
    price: centsToDollars(c.price),
    duration: c.duration,
    extraPay: centsToDollars(c.extraPay),
    /** Fixed: price + extra pay; Hourly: rate × hours + extra pay (lib/jobs/format.ts), dollars */
    total: centsToDollars(total),
    /** the total as every screen shows money: "$3,450.00" */
    totalLabel: formatCents(total),
    createdAt: c.createdAt.toISOString(),
    completedAt: c.completedAt?.toISOString() ?? null,
    canceledAt: c.canceledAt?.toISOString() ?? null,
    /** holds (lib/money/holds): "held" (the employer's wallet holds the shift's total), "not_funded", or "none" (made before holds) */
    funding: holdState(c),
    /** the last moment the worker may review the employer (14 days after the end), null while in progress */
    employerReviewDeadline: employerReviewDeadline(c)?.toISOString() ?? null,
    /** whether that deadline is still to come (as of this read) */
    employerReviewOpen: (employerReviewDeadline(c)?.getTime() ?? 0) > Date.now(),
    coverText: proposal?.coverText ?? "",
    screenAnswers: proposal?.screenAnswers ?? [],
    /** fixed-price delivery (lib/contracts/delivery.ts): null until the worker marks the work delivered */
    delivery: c.deliveryStatus
      ? {
          status: c.deliveryStatus,
          note: c.deliveryNote,
          deliveredAt: c.deliveredAt?.toISOString() ?? null,
          autoAcceptAt: c.deliveryAutoAcceptAt?.toISOString() ?? null,
          decidedAt: c.deliveryDecidedAt?.toISOString() ?? null,
          /** decided by the employer (false while delivered, and when accepted automatically) */
          byEmployer: c.deliveryDecidedBy !== null,
          /** accepted but not paid: the employer's wallet could not pay it yet (set by the job's own read, lib/jobs/delivery-payment.ts) */
          awaitingFunds: false,
        }
      : null,
  };
}
export type HireDto = ReturnType<typeof toHireDto>;

/** Published: publishedAt has come (lib/reviews/write-employer-review.ts). */
function toEmployerReviewDto(r: JobRow["employerReview"], isOwner: boolean, isHired: boolean, now = Date.now()) {
  if (!r || !(isOwner || isHired)) return null;
  const published = r.publishedAt !== null && r.publishedAt.getTime() <= now;
  const content = published || isHired;
  return {
    _id: r.id,
    published,
    /** when it appears (or appeared) to the employer */
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    score: content ? r.score : null,
    // an admin hid it: its writer reads why, the employer no longer sees it
    text: !content ? null : r.hiddenAt ? (isHired ? hiddenLabel(r.hiddenReason) : null) : r.text,
    hidden: r.hiddenAt !== null,
    /** the viewer wrote it */
    mine: isHired,
  };
}
export type EmployerReviewDto = NonNullable<ReturnType<typeof toEmployerReviewDto>>;
