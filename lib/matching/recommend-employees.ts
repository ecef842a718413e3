// job/get_recommend_employees: employees ranked for one of the owner's jobs (Recommended
// Employees: Skip, Invite to Job). Candidates share a category or a skill with the job; those already
// invited or who applied are left out. Each card carries its score and the reasons behind it.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/generated/prisma/client";
import { findOwnJob } from "@/lib/jobs/access";
import { toUserCard } from "@/lib/jobs/dto";
import { userCardSelect } from "@/lib/jobs/queries";
import { scoreCandidate } from "@/lib/matching/score";

/** At most this many candidates are scored per job (the best fits by category/skill come from the query). */
const CANDIDATE_LIMIT = 500;

export async function recommendEmployees(user: User, args: { id: string; page: number; limit: number }) {
  await findOwnJob(args.id, user.id);
  const job = await db.job.findUniqueOrThrow({
    where: { id: args.id },
    select: { id: true, title: true, categories: true, skills: true, payType: true, initialPrice: true, duration: true, lat: true, lng: true },
  });
  const skillsLower = job.skills.map((s) => s.trim().toLowerCase());
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    select u.id from "User" u join "ProviderProfile" p on p."userId" = u.id
    where u.type = 'provider' and u."deletedAt" is null
      and (p.categories && ${job.categories}::text[]
           or exists (select 1 from unnest(p.skills) s where lower(trim(s)) = any(${skillsLower}::text[])))
      and not exists (select 1 from "Invite" i where i."jobId" = ${job.id} and i."employeeId" = u.id)
      and not exists (select 1 from "Proposal" x where x."jobId" = ${job.id} and x."creatorId" = u.id)
    order by u."reviewScore" desc, u.id
    limit ${CANDIDATE_LIMIT}`);
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
      return { ...toUserCard(c), distance: m.distance, score: m.score, factors: m.factors, reasons: m.reasons };
    })
    .sort((a, b) => b.score - a.score || b.reviewScore - a.reviewScore || a._id.localeCompare(b._id));
  const start = (args.page - 1) * args.limit;
  return { users: ranked.slice(start, start + args.limit), total: ranked.length, page: args.page, limit: args.limit };
}
