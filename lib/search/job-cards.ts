// The job of a search result: the spec's Job fields a list shows (no proposals, invites or hire), its
// employer's public card, and why it matched. One query for the whole page, by primary key.
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import { displayName } from "@/lib/accounts/dto";
import { postedAgo, proposalCountLabel } from "@/lib/jobs/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { JOB_STATUS, JOB_STATUS_LABEL, type JobStatus } from "@/lib/jobs/states";
import type { PreparedText } from "@/lib/search/text-query";
import { roundMiles } from "@/lib/geo/distance";

export type Match = {
  /** miles from the search centre, one decimal; null without a place */
  distance: number | null;
  /** the job's (or person's) skills that match a searched word */
  skills: string[];
  /** categories that match a searched word or the category filter */
  categories: string[];
  /** the fields a searched word was found in: title, skills, categories, description (people: name, overview) */
  fields: string[];
};

type Row = {
  id: string;
  title: string;
  description: string;
  status: number;
  payType: "Hourly" | "Fixed";
  price: number;
  initialPrice: number;
  duration: number;
  type: string;
  skills: string[];
  categories: string[];
  location: string;
  city: string;
  state: string;
  county: string;
  zipcode: string;
  country: string;
  lat: number;
  lng: number;
  remote: boolean;
  headcount: number;
  createdAt: Date;
  updatedAt: Date;
  creatorId: string;
  firstName: string;
  lastName: string;
  company: string;
  accountType: "personal" | "company" | null;
  avatar: string;
  creatorCity: string;
  creatorState: string;
  employerRating: number;
  employerRatingCount: number;
  proposalsCount: number;
  isFavorite: boolean;
  matchedSkills: string[];
  matchedCategories: string[];
  inTitle: boolean;
  inCategories: boolean;
  inDescription: boolean;
};

export async function loadJobCards(
  candidates: { id: string; miles: number | null }[],
  opts: { text: PreparedText | null; categories: string[]; viewerId: string | null },
) {
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => c.id);
  const any = opts.text?.any ?? null;
  const q = any ? Prisma.sql`to_tsquery('english', ${any})` : null;
  const rows = await query<Row>(Prisma.sql`
    SELECT j."id", j."title", j."description", j."status", j."payType"::text AS "payType", j."price", j."initialPrice",
           j."duration", j."type", j."skills", j."categories", j."location", j."city", j."state", j."county", j."zipcode",
           j."country", j."lat", j."lng", j."remote", j."headcount", j."createdAt", j."updatedAt",
           c."id" AS "creatorId", c."firstName", c."lastName", c."company", c."accountType"::text AS "accountType", c."avatar",
           c."city" AS "creatorCity", c."state" AS "creatorState", c."employerRating", c."employerRatingCount",
           (SELECT count(*)::int FROM "Proposal" p WHERE p."jobId" = j."id") AS "proposalsCount",
           ${opts.viewerId ? Prisma.sql`EXISTS (SELECT 1 FROM "Favorite" f WHERE f."jobId" = j."id" AND f."userId" = ${opts.viewerId})` : Prisma.sql`false`} AS "isFavorite",
           ${q ? Prisma.sql`ARRAY(SELECT s FROM unnest(j."skills") s WHERE to_tsvector('english', s) @@ ${q})` : Prisma.sql`'{}'::text[]`} AS "matchedSkills",
           ARRAY(SELECT x FROM unnest(j."categories") x
                 WHERE x = ANY(${opts.categories}::text[]) ${q ? Prisma.sql`OR to_tsvector('english', x) @@ ${q}` : Prisma.empty}) AS "matchedCategories",
           ${q ? Prisma.sql`to_tsvector('english', j."title") @@ ${q}` : Prisma.sql`false`} AS "inTitle",
           ${q ? Prisma.sql`to_tsvector('english', search_join(j."categories")) @@ ${q}` : Prisma.sql`false`} AS "inCategories",
           ${q ? Prisma.sql`to_tsvector('english', left(j."description", 5000)) @@ ${q}` : Prisma.sql`false`} AS "inDescription"
    FROM "Job" j
    JOIN "User" c ON c."id" = j."creatorId"
    WHERE j."id" = ANY(${ids}::text[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return candidates.flatMap((c) => {
    const r = byId.get(c.id);
    return r ? [toJobCard(r, c.miles)] : [];
  });
}

export function toJobCard(r: Row, miles: number | null) {
  const status = r.status as JobStatus;
  const fields = [
    r.inTitle && "title",
    r.matchedSkills.length > 0 && "skills",
    r.inCategories && "categories",
    r.inDescription && "description",
  ].filter((f): f is string => Boolean(f));
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    status,
    statusLabel: JOB_STATUS_LABEL[status],
    payType: r.payType,
    /** dollars: the initial price while open */
    price: centsToDollars(status === JOB_STATUS.open ? r.initialPrice : r.price),
    initialPrice: centsToDollars(r.initialPrice),
    duration: r.duration,
    type: r.type,
    skills: r.skills,
    categories: r.categories,
    location: r.location,
    geolocation: [r.lng, r.lat] as [number, number],
    lat: r.lat,
    lng: r.lng,
    /** work done from anywhere: the card says "Remote" */
    remote: r.remote,
    /** workers the posting hires */
    headcount: r.headcount,
    city: r.city,
    state: r.state,
    county: r.county,
    zipcode: r.zipcode,
    country: r.country,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    postedAgo: postedAgo(r.createdAt),
    proposalsCount: r.proposalsCount,
    proposalsLabel: proposalCountLabel(r.proposalsCount),
    isFavorite: r.isFavorite,
    creator: {
      _id: r.creatorId,
      name: displayName(r) || "Unnamed Employer",
      firstName: r.firstName,
      lastName: r.lastName,
      company: r.company,
      accountType: r.accountType,
      avatar: r.avatar,
      city: r.creatorCity,
      state: r.creatorState,
      /** the employer's rating from workers' published reviews */
      employerRating: r.employerRating,
      employerRatingCount: r.employerRatingCount,
    },
    match: {
      distance: roundMiles(miles),
      skills: r.matchedSkills,
      categories: r.matchedCategories,
      fields,
    } satisfies Match,
  };
}
export type JobCard = ReturnType<typeof toJobCard>;
