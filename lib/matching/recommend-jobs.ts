// job/get_recommend_jobs: the employee home's FOR YOU tab. Open jobs ranked for the provider's profile by
// a score out of 100 that the card can explain (category fit, skill fit, distance, pay, recency), like the
// employer side's recommended employees (lib/matching/score.ts). In-person jobs within the matching radius
// (the Setting "matchRadiusMiles", 50 miles unless changed) come before every job beyond it, whatever the
// score; jobs of unknown distance (the provider has no place) sit between; beyond the radius, nearest first
// (lib/matching/radius.ts). Remote jobs count as near. Jobs the provider applied to, declined
// an invitation for, or posted themselves are left out; so are jobs of deleted accounts and of employers
// who blocked the provider.
// A dated job (shiftStart and shiftEnd set) that overlaps one of the provider's booked or confirmed shifts is left
// out. When the provider has published availability, dated jobs inside it say "Fits your availability" and
// dated jobs outside it come after every other job (lib/search/schedule-sql.ts); ongoing jobs rank as before.
import "server-only";
import { z } from "zod";
import { db, pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/generated/prisma/client";
import { JOB_STATUS } from "@/lib/jobs/states";
import type { JobReader } from "@/lib/jobs/queries";
import { cached } from "@/lib/settings/cache";
import { getMatchRadiusMiles } from "@/lib/settings/get-setting";
import { compareMatches, distanceTier, type DistanceTier } from "@/lib/matching/radius";
import { haversineMiles, withinBoxSql } from "@/lib/geo/distance";
import { numberFormat } from "@/lib/format/intl";
import { formatCents } from "@/lib/money/amounts/format";
import { FAR_MILES, HOURS_PER_DAY, nearness } from "@/lib/matching/score";
import { INVITE } from "@/lib/jobs/proposal-states";
import { blockedSql } from "@/lib/roster/blocked";
import { busyInRangeSql, coversRangeSql } from "@/lib/search/schedule-sql";

export const recommendJobsSchema = z.object({
  page: z.coerce.number().int().min(1).max(100).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type RecommendJobsInput = z.infer<typeof recommendJobsSchema>;

export const JOB_WEIGHTS = { category: 30, skill: 30, distance: 20, pay: 10, recency: 10 } as const;
/** A job this many days old or older gets nothing for recency. */
export const RECENCY_DAYS = 30;
/** At most this many candidate jobs are scored (newest first from the query). */
const CANDIDATE_LIMIT = 500;

export type JobMatchProfile = {
  categories: string[];
  /** the top category of each of the provider's categories (for "related" category credit) */
  topCategories: string[];
  skills: string[];
  /** cents per hour; 0 when not set */
  hourlyRate: number;
  lat: number | null;
  lng: number | null;
};

export type JobMatchInput = {
  categories: string[];
  /** top categories of the job's categories */
  topCategories: string[];
  skills: string[];
  payType: "Hourly" | "Fixed";
  /** cents: per hour (Hourly) or for the whole job (Fixed) */
  price: number;
  duration: number;
  lat: number;
  lng: number;
  /** work done from anywhere: distance counts in full and the card says "Remote" */
  remote?: boolean;
  createdAt: Date;
};

export type JobMatchFactors = Record<keyof typeof JOB_WEIGHTS, number>;
export type JobMatch = { score: number; factors: JobMatchFactors; reasons: string[]; distance: number | null };

const norm = (s: string) => s.trim().toLowerCase();
const dollars = formatCents;

/** Pure: how well one job fits one provider, with the sentences behind the number. */
export function scoreJobForProvider(job: JobMatchInput, me: JobMatchProfile, now: Date = new Date()): JobMatch {
  const reasons: string[] = [];

  const mine = new Set(me.categories.map(norm));
  const shared = job.categories.filter((c) => mine.has(norm(c)));
  const myTops = new Set(me.topCategories.map(norm));
  const related = job.topCategories.filter((t) => myTops.has(norm(t)));
  let category = 0;
  if (shared.length) {
    category = 1;
    reasons.push(`In your category: ${shared.join(", ")}`);
  } else if (related.length) {
    // same field, different trade (a Server job for a Bartender): half marks
    category = 0.5;
    reasons.push(`Related to your work in ${[...new Set(related)].join(", ")}`);
  }

  const mySkills = new Set(me.skills.map(norm));
  const sharedSkills = job.skills.filter((s) => mySkills.has(norm(s)));
  const skill = job.skills.length ? sharedSkills.length / job.skills.length : 0;
  if (sharedSkills.length) reasons.push(`Needs ${sharedSkills.length} of your skills: ${sharedSkills.join(", ")}`);

  let distance: number | null = null;
  let near = 0;
  if (me.lat !== null && me.lng !== null) {
    distance = Math.round(haversineMiles({ lat: me.lat, lng: me.lng }, job) * 10) / 10;
    near = nearness(distance);
    const miles = Math.round(distance);
    if (!job.remote)
      reasons.push(distance < 1 ? "Less than 1 mile away" : `${numberFormat().format(miles)} mile${miles === 1 ? "" : "s"} away`);
  }
  if (job.remote) {
    near = 1;
    reasons.push("Remote: can be done from anywhere");
  }

  const perHour = job.payType === "Hourly" ? job.price : Math.round(job.price / Math.max(1, job.duration * HOURS_PER_DAY));
  let pay = 0;
  if (me.hourlyRate > 0 && perHour > 0) {
    // full marks at or above the provider's rate, nothing at half of it
    pay = perHour >= me.hourlyRate ? 1 : Math.max(0, (perHour - me.hourlyRate / 2) / (me.hourlyRate / 2));
    const what = job.payType === "Hourly" ? `Pays ${dollars(perHour)}/hr` : `Fixed price, about ${dollars(perHour)}/hr`;
    reasons.push(perHour >= me.hourlyRate ? `${what}, at or above your rate` : `${what}, below your ${dollars(me.hourlyRate)}/hr rate`);
  }

  const ageDays = Math.max(0, (now.getTime() - job.createdAt.getTime()) / 86_400_000);
  const recency = Math.max(0, 1 - ageDays / RECENCY_DAYS);
  if (ageDays < 1) reasons.push("Posted today");
  else if (ageDays < 7) reasons.push("Posted this week");

  const raw: JobMatchFactors = { category, skill, distance: near, pay, recency };
  const keys = Object.keys(JOB_WEIGHTS) as (keyof JobMatchFactors)[];
  const score = Math.round(keys.reduce((sum, k) => sum + JOB_WEIGHTS[k] * raw[k], 0));
  const factors = Object.fromEntries(keys.map((k) => [k, Math.round(raw[k] * 1000) / 1000])) as JobMatchFactors;
  return { score, factors, reasons, distance };
}

type MatchProfileFields = { categories: string[]; skills: string[]; hourlyRate: number };

/**
 * Open jobs for `user`, best fit first. A job is a candidate when it shares a category (or its top
 * category) or a skill with the profile, or lies within the default search distance. A profile with
 * nothing to match on (no categories, skills or location) gets the newest open jobs.
 */
export async function recommendJobs<T extends { _id: string }>(
  user: User & { profile?: MatchProfileFields | null },
  args: RecommendJobsInput,
  read: JobReader<T>,
) {
  const [profile, tops, radius] = await Promise.all([
    // a caller that read the profile already (the home page) hands it in with the user
    user.profile !== undefined
      ? user.profile
      : db.providerProfile.findUnique({ where: { userId: user.id }, select: { categories: true, skills: true, hourlyRate: true } }),
    // the category tree changes with the global data (lib/settings/cache.ts, GLOBALS_CACHE_SECONDS)
    cached("category-tops", topCategoryMap),
    getMatchRadiusMiles(),
  ]);
  const me: JobMatchProfile = {
    categories: profile?.categories ?? [],
    topCategories: (profile?.categories ?? []).map((c) => tops.get(norm(c)) ?? c),
    skills: profile?.skills ?? [],
    hourlyRate: profile?.hourlyRate ?? 0,
    lat: user.lat,
    lng: user.lng,
  };
  // the candidates and their scoring columns in one statement (one round trip)
  const scored = scoredRowsSql(candidatesSql(user, me, tops, radius), user.id);
  // over the pool (the home page reads this on every visit): Prisma's query engine cost more CPU than the read
  const { rows } = await pool().query<ScoredRow>(scored.text, scored.values as unknown[]);
  const now = new Date();
  const matched = rows
    .map((j) => {
      const match = scoreJobForProvider(
        { ...j, price: j.initialPrice, topCategories: j.categories.map((c) => tops.get(norm(c)) ?? c) },
        me,
        now,
      );
      const tier: DistanceTier = distanceTier(match.distance, j.remote, radius);
      if (j.hasAvailability && j.inAvailability) match.reasons.push(FITS_REASON);
      // a dated job outside the published availability: after every other job
      const outside = j.hasAvailability && j.inAvailability === false ? 1 : 0;
      return { id: j.id, createdAt: j.createdAt, match, outside, rank: { tier, score: match.score, distance: match.distance } };
    })
    .filter((m) => !hasProfileSignal(me) || m.match.factors.category > 0 || m.match.factors.skill > 0 || m.match.factors.distance > 0)
    .sort(
      (a, b) =>
        a.outside - b.outside ||
        compareMatches(a.rank, b.rank) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    );
  const start = (args.page - 1) * args.limit;
  const pageRows = matched.slice(start, start + args.limit);
  const found = await read.inOrder(
    user,
    pageRows.map((m) => m.id),
  );
  const byId = new Map(found.map((j) => [j._id, j]));
  const jobs = pageRows.flatMap((m) => {
    const job = byId.get(m.id);
    return job ? [{ ...job, score: m.match.score, factors: m.match.factors, reasons: m.match.reasons, distance: m.match.distance }] : [];
  });
  return { jobs, total: matched.length, page: args.page, limit: args.limit };
}

type ScoredRow = {
  id: string;
  categories: string[];
  skills: string[];
  payType: "Hourly" | "Fixed";
  initialPrice: number;
  duration: number;
  lat: number;
  lng: number;
  remote: boolean;
  createdAt: Date;
  /** a dated job inside the provider's published availability; null for a job without a dated shift */
  inAvailability: boolean | null;
  /** the provider has published availability (rules of either kind) */
  hasAvailability: boolean;
};
/** The reason a dated job inside the provider's published availability gives. */
export const FITS_REASON = "Fits your availability";
const scoredRowsSql = (candidates: Prisma.Sql, userId: string) => {
  const [start, end] = [Prisma.sql`j."shiftStart"`, Prisma.sql`j."shiftEnd"`];
  return Prisma.sql`SELECT j.id, j.categories, j.skills, j."payType"::text AS "payType", j."initialPrice", j.duration, j.lat, j.lng, j.remote, j."createdAt",
    CASE WHEN ${start} IS NULL OR ${end} IS NULL THEN NULL ELSE ${coversRangeSql(Prisma.sql`${userId}`, start, end)} END AS "inAvailability",
    EXISTS (SELECT 1 FROM "AvailabilityRule" r WHERE r."userId" = ${userId}) AS "hasAvailability"
  FROM "Job" j WHERE j.id IN (${candidates})`;
};

function hasProfileSignal(me: JobMatchProfile) {
  return me.categories.length > 0 || me.skills.length > 0 || (me.lat !== null && me.lng !== null);
}

/** lower-cased category name → its top category's name (a top category maps to itself). */
async function topCategoryMap() {
  const rows = await db.category.findMany({ select: { name: true, parent: { select: { name: true } } } });
  return new Map(rows.map((r) => [norm(r.name), r.parent?.name ?? r.name]));
}

/**
 * Two windows of candidates, newest first each: the jobs near the provider (within the larger of the matching
 * radius and FAR_MILES, through the GiST index on ll_to_earth) and the jobs that fit the profile wherever they
 * are. Near jobs are looked up on their own so that many newer fitting jobs far away cannot crowd them out.
 */
function candidatesSql(user: User, me: JobMatchProfile, tops: Map<string, string>, radius: number): Prisma.Sql {
  // every category of the provider's top categories counts as related
  const relatedNames = [...tops.entries()].filter(([, top]) => me.topCategories.includes(top)).map(([name]) => name);
  const cats = [...new Set([...me.categories.map(norm), ...relatedNames])];
  const skills = me.skills.map(norm);
  const base = Prisma.sql`j.status = ${JOB_STATUS.open} and j."hiddenAt" is null and c."deletedAt" is null and j."creatorId" <> ${user.id}
      and not exists (select 1 from "Proposal" p where p."jobId" = j.id and p."creatorId" = ${user.id})
      and not exists (select 1 from "Invite" i where i."jobId" = j.id and i."employeeId" = ${user.id} and i.status = ${INVITE.declined}::"InviteStatus")
      and not ${blockedSql(Prisma.sql`j."creatorId"`, user.id)}
      and not (j."shiftStart" is not null and j."shiftEnd" is not null
               and ${busyInRangeSql(Prisma.sql`${user.id}`, Prisma.sql`j."shiftStart"`, Prisma.sql`j."shiftEnd"`)})`;
  const window = (where: Prisma.Sql) => Prisma.sql`(
    select j.id from "Job" j join "User" c on c.id = j."creatorId"
    where ${base} ${where}
    order by j."createdAt" desc, j.id
    limit ${CANDIDATE_LIMIT})`;
  if (!hasProfileSignal(me)) return window(Prisma.empty);
  const fit = Prisma.sql`and (
        exists (select 1 from unnest(j.categories) c where lower(trim(c)) = any(${cats}::text[]))
        or exists (select 1 from unnest(j.skills) s where lower(trim(s)) = any(${skills}::text[])))`;
  const near =
    me.lat !== null && me.lng !== null
      ? Prisma.sql` union ${window(Prisma.sql`and ${withinBoxSql("j", me.lat, me.lng, Math.max(radius, FAR_MILES))}`)}`
      : Prisma.empty;
  return Prisma.sql`${window(fit)}${near}`;
}
