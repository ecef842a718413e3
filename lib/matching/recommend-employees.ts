// job/get_recommend_employees: employees ranked for one of the owner's jobs (Recommended
// Employees: Skip, Invite to Job). Candidates share a category or a skill with the job; those already
// invited or who applied are left out. Each card carries its score and the reasons behind it, and its
// distance from the job. Employees within the matching radius (the Setting "matchRadiusMiles") come before
// every one beyond it, whatever the score; those with no place sit between; beyond it, nearest first
// (lib/matching/radius.ts). For a remote job distance does not count: the score alone ranks.
// A dated job (shiftStart and shiftEnd set) matches only employees available for its whole range and without a
// booked or confirmed shift overlapping it (lib/search/schedule-sql.ts, the booking dispatch's rule); their
// cards say "Available for this shift". An ongoing or unscheduled job matches as before.
import { badgeText, clearBadges } from "@/lib/screening/queries";
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/generated/prisma/client";
import { findOwnJob } from "@/lib/jobs/access";
import { toUserCard } from "@/lib/jobs/dto";
import { userCardSelect } from "@/lib/jobs/queries";
import { FAR_MILES, scoreCandidate } from "@/lib/matching/score";
import { compareMatches, distanceTier } from "@/lib/matching/radius";
import { withinBoxSql } from "@/lib/geo/distance";
import { getMatchRadiusMiles } from "@/lib/settings/get-setting";
import { workerReliabilities } from "@/lib/reliability/queries";
import { jobFitsWorkerSql } from "@/lib/search/schedule-sql";

/** At most this many candidates are scored per job (the best fits by category/skill come from the query). */
const CANDIDATE_LIMIT = 500;

export async function recommendEmployees(user: User, args: { id: string; page: number; limit: number }) {
  await findOwnJob(args.id, user.id);
  const job = await db.job.findUniqueOrThrow({
    where: { id: args.id },
    select: {
      id: true,
      title: true,
      categories: true,
      skills: true,
      payType: true,
      initialPrice: true,
      duration: true,
      lat: true,
      lng: true,
      remote: true,
      shiftStart: true,
      shiftEnd: true,
    },
  });
  const dated = job.shiftStart !== null && job.shiftEnd !== null;
  const radius = await getMatchRadiusMiles();
  const skillsLower = job.skills.map((s) => s.trim().toLowerCase());
  // two windows, best rated first each: those near the job (so that better-rated people far away cannot
  // crowd them out) and those anywhere; a remote job needs only the second
  const window = (near: boolean) => Prisma.sql`(
    select u.id from "User" u join "ProviderProfile" p on p."userId" = u.id ${dated ? Prisma.sql`join "Job" j on j.id = ${job.id}` : Prisma.empty}
    where u.type = 'provider' and u."deletedAt" is null
      and u."bannedAt" is null and (u."suspendedUntil" is null or u."suspendedUntil" <= now())
      and (p.categories && ${job.categories}::text[]
           or exists (select 1 from unnest(p.skills) s where lower(trim(s)) = any(${skillsLower}::text[])))
      and not exists (select 1 from "Invite" i where i."jobId" = ${job.id} and i."employeeId" = u.id)
      and not exists (select 1 from "Proposal" x where x."jobId" = ${job.id} and x."creatorId" = u.id)
      ${dated ? Prisma.sql`and ${jobFitsWorkerSql(Prisma.sql`u.id`, "j")}` : Prisma.empty}
      ${near ? Prisma.sql`and u.lat is not null and u.lng is not null and ${withinBoxSql("u", job.lat, job.lng, Math.max(radius, FAR_MILES))}` : Prisma.empty}
    order by u."reviewScore" desc, u.id
    limit ${CANDIDATE_LIMIT})`;
  const rows = await db.$queryRaw<{ id: string }[]>(job.remote ? window(false) : Prisma.sql`${window(true)} union ${window(false)}`);
  const candidates = await db.user.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: userCardSelect });
  const matchJob = { ...job, price: job.initialPrice };
  const ranked = candidates
    .map((c) => {
      const m = scoreCandidate(matchJob, {
        categories: c.profile?.categories ?? [],
        skills: c.profile?.skills ?? [],
        hourlyRate: c.profile?.hourlyRate ?? 0,
        reviewScore: c.reviewScore,
        reviewCount: c.reviewCount,
        lat: c.lat,
        lng: c.lng,
      });
      const card = { ...toUserCard(c), distance: m.distance, score: m.score, factors: m.factors, reasons: m.reasons };
      return { card, rank: { tier: distanceTier(m.distance, job.remote, radius), score: m.score, distance: m.distance } };
    })
    .sort((a, b) => compareMatches(a.rank, b.rank) || b.card.reviewScore - a.card.reviewScore || a.card._id.localeCompare(b.card._id))
    .map((r) => r.card);
  const start = (args.page - 1) * args.limit;
  const page = ranked.slice(start, start + args.limit);
  // each card's reliability ("Reliability 92 · 40 shifts · 1 late cancellation", or New): one read for the page
  const reliability = await workerReliabilities(page.map((c) => c._id));
  // "Background check: clear (date)", only for workers who show it (lib/screening)
  const badges = await clearBadges(page.map((c) => c._id));
  const users = page.map((c) => {
    const r = reliability.get(c._id)!;
    return {
      ...c,
      reliability: { score: r.score, shifts: r.counts.shifts, line: r.line },
      backgroundCheck: badges.has(c._id) ? badgeText(badges.get(c._id)!) : null,
      /** a dated job: every matched employee is free for the whole shift */
      availableForShift: dated,
    };
  });
  return { users, total: ranked.length, page: args.page, limit: args.limit };
}
