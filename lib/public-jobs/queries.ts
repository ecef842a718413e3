// Reads behind the public, indexable job pages (/jobs, /jobs/{id}, the sitemap). Only OPEN jobs of
// accounts that still exist are public; of a job that has ended, its 410 page names only the title, the
// employer's public name and its place. Each query selects exactly what those pages show: never the
// employer's e-mail, phone or full last name, nor the job's street address or coordinates, so nothing
// private can reach the HTML by accident. A company shows its company name; a personal employer shows the
// public name of a person, as the /pros pages do: first name and last initial ("Dana P."). 'Unnamed
// Employer' (spec §2's fallback name) is left for an account without any name.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { ENDED_JOB_STATUSES, JOB_STATUS } from "@/lib/jobs/states";
import { postedAgo, proposalCountLabel } from "@/lib/jobs/format";
import { centsToDollars } from "@/lib/money/amounts/convert";
import { publicName, summary } from "@/lib/public-profiles/format";
import { cachedRead, PUBLIC_JOBS_TAG, publicJobTag } from "@/lib/public-pages/cache";

export const PUBLIC_JOBS_PAGE_SIZE = 24;
export const SITEMAP_JOB_LIMIT = 20_000;
export const UNNAMED_EMPLOYER = "Unnamed Employer";

/** What is public: open jobs whose employer's account is not deleted. */
export const publicJobWhere = { status: JOB_STATUS.open, hiddenAt: null, creator: { deletedAt: null } } satisfies Prisma.JobWhereInput;

const publicJobSelect = {
  id: true,
  title: true,
  description: true,
  payType: true,
  initialPrice: true,
  duration: true,
  type: true,
  skills: true,
  categories: true,
  city: true,
  state: true,
  zipcode: true,
  country: true,
  screenQuestions: true,
  createdAt: true,
  updatedAt: true,
  creator: {
    select: {
      id: true,
      company: true,
      accountType: true,
      firstName: true,
      lastName: true,
      avatar: true,
      createdAt: true,
      companyDescription: true,
      companyLogo: true,
      website: true,
      employerRating: true,
      employerRatingCount: true,
    },
  },
  _count: { select: { proposals: true } },
} satisfies Prisma.JobSelect;

type PublicJobRow = Prisma.JobGetPayload<{ select: typeof publicJobSelect }>;
export type PublicJob = ReturnType<typeof toPublicJob>;

export async function getPublicJob(id: string) {
  const row = await db.job.findFirst({ where: { id, ...publicJobWhere }, select: publicJobSelect });
  return row ? toPublicJob(row) : null;
}

/** getPublicJob through Next's data cache, tagged for revalidatePublicJob (lib/public-pages/cache.ts). */
export const getCachedPublicJob = cachedRead(
  "public-job",
  getPublicJob,
  (id) => [publicJobTag(id), PUBLIC_JOBS_TAG],
  (j) => ({
    ...j,
    createdAt: new Date(j.createdAt),
    updatedAt: new Date(j.updatedAt),
    employer: { ...j.employer, memberSince: new Date(j.employer.memberSince) },
  }),
);

export async function listPublicJobs({ page = 1, pageSize = PUBLIC_JOBS_PAGE_SIZE } = {}) {
  const safePage = Math.max(1, Math.floor(page));
  const [total, rows] = await Promise.all([
    db.job.count({ where: publicJobWhere }),
    db.job.findMany({
      where: publicJobWhere,
      select: publicJobSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (safePage - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { items: rows.map(toPublicJob), total, page: safePage, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function listPublicJobSitemapEntries(limit = SITEMAP_JOB_LIMIT) {
  const rows = await db.job.findMany({
    where: publicJobWhere,
    select: { id: true, title: true, updatedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, title: r.title, lastModified: r.updatedAt }));
}

/** `/jobs/{id}-{title-words}`: the id is what counts (cuids have no hyphen), the words are for people. */
export function jobPath(id: string, title = "") {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `/jobs/${encodeURIComponent(id)}${slug ? `-${slug}` : ""}`;
}

/** The employer's name on public pages: the company, else the person's public name, else the fallback. */
export function publicEmployerName(c: { accountType: string | null; company: string; firstName: string; lastName: string }): string {
  const company = c.company.trim();
  if (c.accountType === "company" && company) return company;
  if (c.firstName.trim() || c.lastName.trim()) return publicName(c.firstName, c.lastName);
  return company || UNNAMED_EMPLOYER;
}

function toPublicJob(j: PublicJobRow) {
  const questions = Array.isArray(j.screenQuestions) ? (j.screenQuestions as { question?: unknown }[]) : [];
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    summary: summary(j.description, 160),
    payType: j.payType,
    /** dollars: per hour (Hourly) or for the whole job (Fixed) */
    price: centsToDollars(j.initialPrice),
    duration: j.duration,
    type: j.type,
    skills: j.skills,
    categories: j.categories,
    city: j.city,
    state: j.state,
    zipcode: j.zipcode,
    country: j.country,
    questionCount: questions.filter((q) => typeof q?.question === "string" && q.question.trim()).length,
    proposalsLabel: proposalCountLabel(j._count.proposals),
    postedAgo: postedAgo(j.createdAt),
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
    employer: {
      id: j.creator.id,
      name: publicEmployerName(j.creator),
      // the uploaded company logo; else a company's photo (a person's photo stays inside the app)
      logo: j.creator.companyLogo || (j.creator.accountType === "company" ? j.creator.avatar : ""),
      /** what the employer wrote about the business (plain text) and its website (http/https) */
      description: j.creator.companyDescription,
      website: j.creator.website,
      memberSince: j.creator.createdAt,
      /** the rating workers gave (published reviews only, lib/reviews/employer-rating.ts) */
      rating: j.creator.employerRating,
      ratingCount: j.creator.employerRatingCount,
    },
  };
}

export const SIMILAR_JOBS_LIMIT = 6;

/**
 * Up to `limit` open jobs like a given one, for the page of a job that has ended: first those that share a
 * category and its state (nearby), then those sharing a category anywhere, then other jobs in its state.
 */
export async function listSimilarOpenJobs(like: { id: string; categories: string[]; state: string }, limit = SIMILAR_JOBS_LIMIT) {
  const state = like.state.trim();
  const tiers: Prisma.JobWhereInput[] = [];
  if (like.categories.length && state)
    tiers.push({ categories: { hasSome: like.categories }, state: { equals: state, mode: "insensitive" } });
  if (like.categories.length) tiers.push({ categories: { hasSome: like.categories } });
  if (state) tiers.push({ state: { equals: state, mode: "insensitive" } });
  const found: PublicJobRow[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const rows = await db.job.findMany({
      where: { ...publicJobWhere, ...tier, id: { notIn: [like.id, ...found.map((r) => r.id)] } },
      select: publicJobSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit - found.length,
    });
    found.push(...rows);
  }
  return found.map(toPublicJob);
}

/** A job that has ended (completed or cancelled) of an account that still exists: what its 410 page names. */
export async function getClosedPublicJob(id: string) {
  const row = await db.job.findFirst({
    where: { id, status: { in: ENDED_JOB_STATUSES }, creator: { deletedAt: null } },
    select: {
      id: true,
      title: true,
      status: true,
      categories: true,
      city: true,
      state: true,
      creator: { select: { company: true, accountType: true, firstName: true, lastName: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    completed: row.status === JOB_STATUS.completed,
    categories: row.categories,
    city: row.city,
    state: row.state,
    employerName: publicEmployerName(row.creator),
  };
}
