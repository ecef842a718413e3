// job/get_job's read as ONE hand-written SQL statement: PostgreSQL builds the job with every relation
// (creator, the viewer-filtered proposals, invitations, the viewer's save, contract, both reviews, the proposal
// count) as one JSON value in the shape of Prisma's JobRow (`jobInclude` in lib/jobs/queries.ts), and
// toJobDto (lib/jobs/dto.ts) shapes it as before, so the DTO is the same one. Prisma's own joined read
// spent more of the server's CPU building the query and unpacking its nested result than the rest of the
// call; this skips both (pg parses the one JSON column, reviveJobRow turns the timestamps into Dates).
// Sent as a named prepared statement, so each connection plans it once. The job's own fields come from the
// schema's list (JOB_SCALARS_SQL); keep the relations' field lists in step with creatorSelect / userCardSelect /
// jobInclude: tests/integration/job-json-sql.test.ts compares the two reads.
import type { JobRow } from "@/lib/jobs/queries";
import { Prisma } from "@/lib/generated/prisma/client";
import { JOB_STATUS } from "@/lib/jobs/states";
import { blockedSqlText } from "@/lib/roster/blocked";

/** Job fields whose column is not the field's name (`@map` in prisma/schema.prisma). */
const JOB_COLUMNS: Partial<Record<keyof typeof Prisma.JobScalarFieldEnum, string>> = { streetNumber: "street_number" };

/**
 * The job's own fields, from the one list of them, Prisma's (the schema's Job model): Prisma's joined read
 * includes every one, and so does this statement. A field added to the model is in both reads with no
 * other edit (a DateTime one also needs its line in reviveJobRow; the comparison test says so).
 */
const JOB_FIELDS = Object.keys(Prisma.JobScalarFieldEnum).map(
  (field) => `'${field}', j."${JOB_COLUMNS[field as keyof typeof Prisma.JobScalarFieldEnum] ?? field}"`,
);
/** PostgreSQL's functions take at most 100 arguments: the fields go in parts of 40 (`_s0`, `_s1`, …), which
 *  reviveJobRow puts back into the job. */
const SCALAR_PART = 40;
export const JOB_SCALARS_SQL = Array.from(
  { length: Math.ceil(JOB_FIELDS.length / SCALAR_PART) },
  (_, i) => `'_s${i}', json_build_object(${JOB_FIELDS.slice(i * SCALAR_PART, (i + 1) * SCALAR_PART).join(", ")})`,
).join(", ");

/** JSON of a "User" row `u` (left-joined "ProviderProfile" `pp`) with userCardSelect's fields. */
const userCard = (u: string, pp: string) => `json_build_object(
  'id', ${u}.id, 'firstName', ${u}."firstName", 'lastName', ${u}."lastName", 'company', ${u}.company,
  'accountType', ${u}."accountType", 'avatar', ${u}.avatar, 'location', ${u}.location, 'city', ${u}.city,
  'state', ${u}.state, 'country', ${u}.country, 'reviewScore', ${u}."reviewScore", 'reviewCount', ${u}."reviewCount",
  'employerRating', ${u}."employerRating", 'employerRatingCount', ${u}."employerRatingCount", 'createdAt', ${u}."createdAt", 'lat', ${u}.lat, 'lng', ${u}.lng,
  'profile', case when ${pp}."userId" is null then null else json_build_object(
    'title', ${pp}.title, 'hourlyRate', ${pp}."hourlyRate", 'skills', ${pp}.skills, 'categories', ${pp}.categories) end)`;

/** The statement with `id` as the job id's placeholder and `viewer` as the viewer's id (or an id no row
 *  has): the filtered relations are the viewer's. An open job of an employer who blocked the viewer is no row. */
export const jobJsonSql = (id: string, viewer: string) => `select json_build_object(
  ${JOB_SCALARS_SQL},
  'creator', (select json_build_object(
      'id', u.id, 'firstName', u."firstName", 'lastName', u."lastName", 'company', u.company,
      'accountType', u."accountType", 'avatar', u.avatar, 'location', u.location, 'city', u.city, 'state', u.state,
      'country', u.country, 'reviewScore', u."reviewScore", 'reviewCount', u."reviewCount", 'createdAt', u."createdAt",
      'employerRating', u."employerRating", 'employerRatingCount', u."employerRatingCount",
      'companyDescription', u."companyDescription", 'companyLogo', u."companyLogo", 'website', u.website)
    from "User" u where u.id = j."creatorId"),
  'proposals', coalesce((select json_agg(json_build_object(
      'id', p.id, 'jobId', p."jobId", 'creatorId', p."creatorId", 'coverText', p."coverText", 'price', p.price,
      'duration', p.duration, 'screenAnswers', p."screenAnswers", 'isInvite', p."isInvite", 'createdAt', p."createdAt",
      'status', p.status, 'declineReason', p."declineReason", 'answeredAt', p."answeredAt",
      'creator', ${userCard("u", "pp")}) order by p."createdAt" desc, p.id desc)
    from "Proposal" p join "User" u on u.id = p."creatorId" left join "ProviderProfile" pp on pp."userId" = u.id
    where p."jobId" = j.id and (p."creatorId" = ${viewer} or j."creatorId" = ${viewer})), '[]'::json),
  'invites', coalesce((select json_agg(json_build_object(
      'id', i.id, 'jobId', i."jobId", 'employeeId', i."employeeId", 'status', i.status, 'reason', i.reason,
      'createdAt', i."createdAt", 'answeredAt', i."answeredAt",
      'employee', ${userCard("u", "pp")}) order by i."createdAt" desc, i.id desc)
    from "Invite" i join "User" u on u.id = i."employeeId" left join "ProviderProfile" pp on pp."userId" = u.id
    where i."jobId" = j.id), '[]'::json),
  'favorites', coalesce((select json_agg(json_build_object('userId', f."userId", 'createdAt', f."createdAt"))
    from "Favorite" f where f."jobId" = j.id and f."userId" = ${viewer}), '[]'::json),
  'contract', (select json_build_object(
      'id', c.id, 'jobId', c."jobId", 'userId', c."userId", 'price', c.price, 'duration', c.duration,
      'extraPay', c."extraPay", 'createdAt', c."createdAt", 'completedAt', c."completedAt", 'canceledAt', c."canceledAt",
      'holdCents', c."holdCents", 'fundedAt', c."fundedAt",
      'deliveryStatus', c."deliveryStatus", 'deliveredAt', c."deliveredAt", 'deliveryNote', c."deliveryNote",
      'deliveryAutoAcceptAt', c."deliveryAutoAcceptAt", 'deliveryDecidedAt', c."deliveryDecidedAt", 'deliveryDecidedBy', c."deliveryDecidedBy",
      'user', ${userCard("u", "pp")})
    from "Contract" c join "User" u on u.id = c."userId" left join "ProviderProfile" pp on pp."userId" = u.id
    where c."jobId" = j.id),
  'review', (select json_build_object(
      'id', r.id, 'jobId', r."jobId", 'contractId', r."contractId", 'writerId', r."writerId", 'targetId', r."targetId",
      'score', r.score, 'text', r.text, 'createdAt', r."createdAt")
    from "Review" r where r."jobId" = j.id),
  'employerReview', (select json_build_object(
      'id', e.id, 'jobId', e."jobId", 'contractId', e."contractId", 'writerId', e."writerId", 'targetId', e."targetId",
      'score', e.score, 'text', e.text, 'createdAt', e."createdAt", 'publishedAt', e."publishedAt",
      'hiddenAt', e."hiddenAt", 'hiddenReason', e."hiddenReason")
    from "EmployerReview" e where e."jobId" = j.id),
  '_count', json_build_object('proposals', (select count(*) from "Proposal" p where p."jobId" = j.id))
) as job from "Job" j where j.id = ${id}
  and not (j.status = ${JOB_STATUS.open} and ${blockedSqlText('j."creatorId"', viewer)})`;

/** $1 = job id, $2 = the viewer's id */
export const JOB_JSON_SQL = jobJsonSql("$1", "$2");

// TIMESTAMP(3) columns hold UTC; PostgreSQL's JSON writes them without a zone ("2026-11-23T19:27:51.12").
const utc = (v: string) => new Date(`${v}Z`);
const utcOrNull = (v: string | null) => (v === null ? null : utc(v));
const instantOrNull = (v: string | null) => (v === null ? null : new Date(v));

type Json = Record<string, unknown> & { createdAt: string };

function reviveCard<T extends Json>(u: T) {
  return { ...u, createdAt: utc(u.createdAt) };
}

/** The statement's JSON as the JobRow Prisma would have returned (timestamps as Dates). */
export function reviveJobRow(parts: Record<string, unknown>): JobRow {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parts)) {
    if (/^_s\d+$/.test(key)) Object.assign(raw, value);
    else raw[key] = value;
  }
  const j = raw as Json & {
    updatedAt: string;
    completedAt: string | null;
    canceledAt: string | null;
    closedAt: string | null;
    hiddenAt: string | null;
    shiftStart: string | null;
    shiftEnd: string | null;
    creator: Json;
    proposals: (Json & { creator: Json; answeredAt: string | null })[];
    invites: (Json & { employee: Json; answeredAt: string | null })[];
    favorites: Json[];
    contract:
      | (Json & {
          user: Json;
          completedAt: string | null;
          canceledAt: string | null;
          fundedAt: string | null;
          /** timestamptz: JSON carries the offset */
          deliveredAt: string | null;
          deliveryAutoAcceptAt: string | null;
          deliveryDecidedAt: string | null;
        })
      | null;
    review: Json | null;
    employerReview: (Json & { publishedAt: string | null; hiddenAt: string | null }) | null;
  };
  const row = {
    ...j,
    createdAt: utc(j.createdAt),
    updatedAt: utc(j.updatedAt),
    completedAt: utcOrNull(j.completedAt),
    canceledAt: utcOrNull(j.canceledAt),
    closedAt: utcOrNull(j.closedAt),
    hiddenAt: utcOrNull(j.hiddenAt),
    // TIMESTAMPTZ columns: PostgreSQL's JSON writes them with their offset
    shiftStart: j.shiftStart === null ? null : new Date(j.shiftStart),
    shiftEnd: j.shiftEnd === null ? null : new Date(j.shiftEnd),
    creator: reviveCard(j.creator),
    proposals: j.proposals.map((p) => ({
      ...p,
      createdAt: utc(p.createdAt),
      answeredAt: utcOrNull(p.answeredAt),
      creator: reviveCard(p.creator),
    })),
    invites: j.invites.map((i) => ({
      ...i,
      createdAt: utc(i.createdAt),
      answeredAt: utcOrNull(i.answeredAt),
      employee: reviveCard(i.employee),
    })),
    favorites: j.favorites.map((f) => ({ ...f, createdAt: utc(f.createdAt) })),
    contract: j.contract
      ? {
          ...j.contract,
          createdAt: utc(j.contract.createdAt),
          completedAt: utcOrNull(j.contract.completedAt),
          canceledAt: utcOrNull(j.contract.canceledAt),
          fundedAt: utcOrNull(j.contract.fundedAt),
          deliveredAt: instantOrNull(j.contract.deliveredAt),
          deliveryAutoAcceptAt: instantOrNull(j.contract.deliveryAutoAcceptAt),
          deliveryDecidedAt: instantOrNull(j.contract.deliveryDecidedAt),
          user: reviveCard(j.contract.user),
        }
      : null,
    review: j.review ? { ...j.review, createdAt: utc(j.review.createdAt) } : null,
    employerReview: j.employerReview
      ? {
          ...j.employerReview,
          createdAt: utc(j.employerReview.createdAt),
          publishedAt: utcOrNull(j.employerReview.publishedAt),
          hiddenAt: utcOrNull(j.employerReview.hiddenAt),
        }
      : null,
  };
  return row as unknown as JobRow;
}
