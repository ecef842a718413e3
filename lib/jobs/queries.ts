// Reads of jobs for one viewer: what each person may see is decided in the query (a provider's query never
// loads other providers' proposals) and shaped by lib/jobs/dto.ts.
import { db, pool, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { JOB_MSG } from "@/lib/jobs/messages";
import { creatorStatisticsOfJob, jobStatisticsFor, noteJobCreator } from "@/lib/jobs/statistics";
import { toJobDto, type JobDto, type Viewer } from "@/lib/jobs/dto";
import { JOB_JSON_SQL, jobJsonSql, reviveJobRow } from "@/lib/jobs/job-json-sql";
import type { JoinedRead } from "@/lib/session/sessions";
import type { JoinedSession } from "@/lib/http/route";
import { postingHires } from "@/lib/jobs/seats";
import { withInviteFunding } from "@/lib/jobs/invite-funding";
import { withDeliveryPayment } from "@/lib/jobs/delivery-payment";

export const creatorSelect = {
  id: true,
  firstName: true,
  lastName: true,
  company: true,
  accountType: true,
  avatar: true,
  location: true,
  city: true,
  state: true,
  country: true,
  reviewScore: true,
  reviewCount: true,
  /** as an employer: from workers' published reviews (lib/reviews/employer-rating.ts) */
  employerRating: true,
  employerRatingCount: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export const userCardSelect = {
  ...creatorSelect,
  lat: true,
  lng: true,
  profile: { select: { title: true, hourlyRate: true, skills: true, categories: true } },
} satisfies Prisma.UserSelect;

// An id no row has (cuids have no colon): "nobody" for anonymous viewers, so the filtered relations load nothing.
const NOBODY = "anonymous:nobody";

/** Relations of a job as `viewerId` may see them. */
export function jobInclude(viewerId: string | null) {
  const v = viewerId ?? NOBODY;
  return {
    creator: { select: { ...creatorSelect, companyDescription: true, companyLogo: true, website: true } },
    // the owner gets every proposal; anyone else only their own
    proposals: {
      where: { OR: [{ creatorId: v }, { job: { creatorId: v } }] },
      include: { creator: { select: userCardSelect } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    },
    invites: { include: { employee: { select: userCardSelect } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    favorites: { where: { userId: v }, select: { userId: true, createdAt: true } },
    contract: { include: { user: { select: userCardSelect } } },
    review: true,
    // the worker's review of the employer: toJobDto shows its content only to whom may see it
    employerReview: true,
    _count: { select: { proposals: true } },
  } satisfies Prisma.JobInclude;
}

export type JobRow = Prisma.JobGetPayload<{ include: ReturnType<typeof jobInclude> }>;

/**
 * One job as `viewer` sees it; 404 when it does not exist. Two statements, run together: the job with
 * every relation as one JSON value built by PostgreSQL (lib/jobs/job-json-sql.ts, a named prepared
 * statement on the shared pool) and its creator's statistics, found through the job id — or one, when
 * those statistics are in the short-lived per-creator cache (lib/jobs/statistics.ts, JOB_STATS_CACHE_SECONDS).
 * Inside a transaction (`client` a Tx) the job is read through Prisma on the transaction's connection.
 */
export async function getJobDto(id: string, viewer: Viewer | null, client: Tx | typeof db = db) {
  const [row, stats] = await Promise.all([readJobRow(id, viewer?.id ?? null, client), creatorStatisticsOfJob(id, client)]);
  if (!row || hiddenFrom(row, viewer)) throw notFound(JOB_MSG.JobNotFound);
  noteJobCreator(row.id, row.creatorId);
  return withDeliveryPayment(await withInviteFunding(await withSeats(toJobDto(row, viewer, stats), viewer), viewer));
}

/** A posting for several workers: its `hires` and `hiredCount` count its seats' contracts too (one more read). */
async function withSeats(dto: JobDto, viewer: Viewer | null): Promise<JobDto> {
  if (dto.headcount <= 1) return dto;
  return { ...dto, ...(await postingHires(dto._id, viewer, dto.isOwner)) };
}

/**
 * job/get_job: the job as the caller sees it, read in the statement that checks the caller's session
 * (route auth "joined"): one round trip. The same DTO as getJobDto (tests/integration/job-json-sql.test.ts).
 */
export async function getJobDtoInSession(session: JoinedSession, id: string) {
  const { user, value: row } = await session.read(jobRead(id));
  if (!row || hiddenFrom(row, user)) throw notFound(JOB_MSG.JobNotFound);
  noteJobCreator(row.id, row.creatorId);
  const dto = await withSeats(toJobDto(row, user, await creatorStatisticsOfJob(id)), user);
  return withDeliveryPayment(await withInviteFunding(dto, user));
}

/** A job an admin hid is seen by its employer and by admins only: anyone else is told it does not exist. */
function hiddenFrom(row: { hiddenAt: Date | null; creatorId: string }, viewer: { id: string; type: string } | null) {
  return row.hiddenAt !== null && viewer?.id !== row.creatorId && viewer?.type !== "admin";
}

function jobRead(id: string): JoinedRead<JobRow | null> {
  return {
    name: "job_json_v2",
    sql: ({ viewer, arg }) => jobJsonSql(arg(0), viewer),
    values: [id],
    revive: (raw) => (raw ? reviveJobRow(raw as Record<string, unknown>) : null),
  };
}

async function readJobRow(id: string, viewerId: string | null, client: Tx | typeof db): Promise<JobRow | null> {
  if (client !== db) return client.job.findUnique({ where: { id }, include: jobInclude(viewerId), relationLoadStrategy: "join" });
  const named = env.DATABASE_PREPARED_STATEMENTS ?? true;
  const { rows } = await pool().query<{ job: Record<string, unknown> }>({
    ...(named ? { name: "gigline_job_json_v2" } : {}),
    text: JOB_JSON_SQL,
    values: [id, viewerId ?? NOBODY],
  });
  return rows.length ? reviveJobRow(rows[0].job) : null;
}

export type JobListArgs = { where: Prisma.JobWhereInput; orderBy: Prisma.JobOrderByWithRelationInput[]; take?: number; skip?: number };

/**
 * How a job list reads its jobs: as full JobDtos (jobDtoReader: the job/* calls, My Jobs) or as their ids only
 * (jobIdReader: a page that then reads several lists' jobs at once, e.g. the home's cards, lib/jobs/cards.ts).
 * The lists choose which jobs and their order; the reader, what of each job.
 */
export type JobReader<T> = {
  list(viewer: Viewer, args: JobListArgs): Promise<T[]>;
  inOrder(viewer: Viewer, ids: string[]): Promise<T[]>;
};

/**
 * The jobs a list may show `viewer`: a job an admin hid only to its employer (marked with hiddenNotice) and to
 * admins; it drops out of everyone else's lists (the home's tabs, My Jobs, profiles, recommendations).
 */
export function visibleJobsWhere(viewer: { id: string; type: string } | null): Prisma.JobWhereInput {
  if (viewer?.type === "admin") return {};
  return viewer ? { OR: [{ hiddenAt: null }, { creatorId: viewer.id }] } : { hiddenAt: null };
}

/** Many jobs as `viewer` sees them, in the given order. */
export async function listJobDtos(viewer: Viewer | null, args: JobListArgs) {
  const rows = await db.job.findMany({
    ...args,
    where: { AND: [args.where, visibleJobsWhere(viewer)] },
    include: jobInclude(viewer?.id ?? null),
    relationLoadStrategy: "join",
  });
  for (const r of rows) noteJobCreator(r.id, r.creatorId);
  const stats = await jobStatisticsFor(rows.map((r) => r.creatorId));
  return rows.map((r) => toJobDto(r, viewer, stats.get(r.creatorId)));
}

/** The same DTOs for ids in a given order (lists ordered by a related row, e.g. newest hire first). */
export async function jobDtosInOrder(viewer: Viewer | null, ids: string[]) {
  const jobs = await listJobDtos(viewer, { where: { id: { in: ids } }, orderBy: [{ createdAt: "desc" }] });
  const byId = new Map(jobs.map((j) => [j._id, j]));
  return ids.map((id) => byId.get(id)).filter((j): j is NonNullable<typeof j> => Boolean(j));
}

export const jobDtoReader: JobReader<JobDto> = { list: listJobDtos, inOrder: jobDtosInOrder };

/** Only the jobs' ids, in the lists' order: for a page that then reads every list's jobs at once (a missing
 *  job is dropped by that read). */
export const jobIdReader: JobReader<{ _id: string }> = {
  list: async (viewer, args) =>
    (await db.job.findMany({ ...args, where: { AND: [args.where, visibleJobsWhere(viewer)] }, select: { id: true } })).map((r) => ({
      _id: r.id,
    })),
  inOrder: async (_viewer, ids) => ids.map((_id) => ({ _id })),
};
