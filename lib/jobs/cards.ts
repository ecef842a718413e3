// Jobs as a list's card shows them (components/jobs/job-card.tsx), for the signed-in home's tabs: one query
// by primary key with the viewer's own marks (proposal, invitation, save) and the proposal count; no
// proposals, invitations, people, hire or employer statistics, which a full JobDto (lib/jobs/dto.ts) carries
// and a card never shows. The fields have the JobDto's values (tests/integration/job-cards.test.ts).
import "server-only";
import { pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CARD_DESCRIPTION_CHARS, cardDescription, postedAgo, proposalCountLabel } from "@/lib/jobs/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { JOB_STATUS, type JobStatus } from "@/lib/jobs/states";
import { scheduleDto, type JobDto, type Viewer } from "@/lib/jobs/dto";
import { haversineMiles } from "@/lib/geo/distance";
import { PROPOSAL, isProposalDeclined } from "@/lib/jobs/proposal-states";
import { hiddenLabel } from "@/lib/moderation/hidden";

/** What the card reads of a job: a JobDto has it, and so has a search result (lib/search/job-cards) plus the viewer's marks. */
export type CardJob = Pick<
  JobDto,
  | "_id"
  | "title"
  | "description"
  | "status"
  | "payType"
  | "price"
  | "duration"
  | "skills"
  | "location"
  | "city"
  | "state"
  | "postedAgo"
  | "proposalsCount"
  | "proposalsLabel"
  | "isOwner"
  | "isFavorite"
  | "remote"
> & {
  /** workers the posting hires; the card says "6 workers needed" above one */
  headcount?: number;
  /** "Sat, Dec 5 · 9:00 AM – 5:00 PM CST" when the job has a schedule (left out when it has none) */
  scheduleText?: string;
  /** miles from the viewer's place (one decimal), when the list knows it; a remote job's card says "Remote" instead */
  distance?: number | null;
  /** whether the viewer applied, and whether the employer declined it (the marker reads nothing else of it) */
  myProposal: { _id: string; status: string } | null;
  /** the viewer's invitation, if any: the marker reads its status */
  myInvite: { status: string } | null;
  /** the owner's own job an admin hid: "Hidden by Gigline: <reason>" (left out otherwise; others never see the job) */
  hiddenNotice?: string | null;
};

/**
 * Only what the card reads of a job (a JobDto carries its proposals, invitations with their people, screening
 * questions…), the description cut past two lines: the shape toJobCard answers. A server page hands such cards
 * to a client component, and what it passes is serialized into the page.
 */
export function cardJob(j: CardJob): CardJob {
  return {
    _id: j._id,
    title: j.title,
    description: cardDescription(j.description),
    status: j.status,
    payType: j.payType,
    price: j.price,
    duration: j.duration,
    skills: j.skills,
    location: j.location,
    city: j.city,
    state: j.state,
    postedAgo: j.postedAgo,
    proposalsCount: j.proposalsCount,
    proposalsLabel: j.proposalsLabel,
    isOwner: j.isOwner,
    isFavorite: j.isFavorite,
    remote: j.remote,
    ...((j.headcount ?? 1) > 1 ? { headcount: j.headcount } : {}),
    ...(j.scheduleText ? { scheduleText: j.scheduleText } : {}),
    ...(j.distance === undefined ? {} : { distance: j.distance }),
    myProposal: j.myProposal
      ? { _id: j.myProposal._id, status: isProposalDeclined(j.myProposal.status) ? PROPOSAL.declined : PROPOSAL.active }
      : null,
    myInvite: j.myInvite ? { status: j.myInvite.status } : null,
    ...(j.hiddenNotice ? { hiddenNotice: j.hiddenNotice } : {}),
  };
}

type Row = {
  id: string;
  title: string;
  description: string;
  status: number;
  payType: "Hourly" | "Fixed";
  price: number;
  initialPrice: number;
  duration: number;
  skills: string[];
  categories: string[];
  location: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  remote: boolean;
  shiftStart: Date | null;
  shiftEnd: Date | null;
  timezone: string;
  weeklySchedule: unknown;
  createdAt: Date;
  headcount: number;
  creatorId: string;
  proposalsCount: number;
  myProposalId: string | null;
  myProposalDeclined: boolean | null;
  myInviteStatus: string | null;
  isFavorite: boolean;
  hiddenAt: Date | null;
  hiddenReason: string;
};

/** A place to measure from: the viewer's own (a provider's home), or null when unknown. */
export type From = { lat: number | null; lng: number | null } | null | undefined;

export function toJobCard(r: Row, viewer: Viewer, from?: From) {
  const status = r.status as JobStatus;
  const card = cardJob({
    _id: r.id,
    title: r.title,
    description: r.description,
    status,
    payType: r.payType,
    /** dollars: the initial price while open, the hired price after */
    price: centsToDollars(status === JOB_STATUS.open ? r.initialPrice : r.price),
    duration: r.duration,
    skills: r.skills,
    location: r.location,
    city: r.city,
    state: r.state,
    postedAgo: postedAgo(r.createdAt),
    proposalsCount: r.proposalsCount,
    proposalsLabel: proposalCountLabel(r.proposalsCount),
    isOwner: r.creatorId === viewer.id,
    isFavorite: r.isFavorite,
    remote: r.remote,
    headcount: r.headcount,
    scheduleText: scheduleDto(r).scheduleText,
    // the one distance of matching (lib/geo/distance.ts), per card from the row's own coordinates: no query
    // (a list that measures nothing leaves it out, as a JobDto's card has none)
    distance:
      from === undefined
        ? undefined
        : from && from.lat !== null && from.lng !== null && r.creatorId !== viewer.id
          ? Math.round(haversineMiles({ lat: from.lat, lng: from.lng }, r) * 10) / 10
          : null,
    myProposal: r.myProposalId ? { _id: r.myProposalId, status: r.myProposalDeclined ? "declined" : "active" } : null,
    myInvite: r.myInviteStatus ? { status: r.myInviteStatus } : null,
    hiddenNotice: r.hiddenAt && r.creatorId === viewer.id ? hiddenLabel(r.hiddenReason) : null,
  });
  return { ...card, categories: r.categories };
}
export type JobCardDto = ReturnType<typeof toJobCard>;

/** The cards of the jobs `ids`, in that order (a missing id is skipped). */
export async function jobCardsInOrder(viewer: Viewer, ids: string[], from?: From): Promise<JobCardDto[]> {
  if (ids.length === 0) return [];
  const sql = Prisma.sql`
    SELECT j."id", j."title", left(j."description", ${CARD_DESCRIPTION_CHARS + 1}) AS "description", j."status",
           j."payType"::text AS "payType", j."price", j."initialPrice", j."duration", j."skills", j."categories",
           j."location", j."city", j."state", j."lat", j."lng", j."remote", j."headcount", j."createdAt", j."creatorId",
           j."shiftStart", j."shiftEnd", j."timezone", j."weeklySchedule", j."hiddenAt", j."hiddenReason",
           (SELECT count(*)::int FROM "Proposal" p WHERE p."jobId" = j."id") AS "proposalsCount",
           (SELECT p."id" FROM "Proposal" p WHERE p."jobId" = j."id" AND p."creatorId" = ${viewer.id} LIMIT 1) AS "myProposalId",
           (SELECT p."status" = ${PROPOSAL.declined}::"ProposalStatus" FROM "Proposal" p WHERE p."jobId" = j."id" AND p."creatorId" = ${viewer.id} LIMIT 1) AS "myProposalDeclined",
           (SELECT i."status"::text FROM "Invite" i WHERE i."jobId" = j."id" AND i."employeeId" = ${viewer.id}
             ORDER BY i."createdAt" DESC, i."id" DESC LIMIT 1) AS "myInviteStatus",
           EXISTS (SELECT 1 FROM "Favorite" f WHERE f."jobId" = j."id" AND f."userId" = ${viewer.id}) AS "isFavorite"
    FROM "Job" j
    WHERE j."id" = ANY(${ids}::text[])
      -- a job an admin hid: its employer's card (marked) and admins only
      AND (j."hiddenAt" IS NULL OR j."creatorId" = ${viewer.id} OR ${viewer.type === "admin"})`;
  const { rows } = await pool().query<Row>(sql.text, sql.values as unknown[]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toJobCard(r, viewer, from)] : [];
  });
}

/**
 * The cards of every job of several lists (with `from`, each card's distance from that place) (read with jobIdReader) in ONE query; answers each list entry's card
 * as a list of zero (the job is gone) or one, for flatMap.
 */
export async function jobCardsOf(viewer: Viewer, lists: { _id: string }[][], from?: From): Promise<(job: { _id: string }) => JobCardDto[]> {
  const cards = await jobCardsInOrder(viewer, [...new Set(lists.flat().map((j) => j._id))], from);
  const byId = new Map(cards.map((c) => [c._id, c]));
  return (job) => {
    const card = byId.get(job._id);
    return card ? [card] : [];
  };
}
