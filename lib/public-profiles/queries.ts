// Reads behind the public, indexable provider pages (/pros, /pros/{id}, the sitemap). Each query selects
// exactly what those pages show: never e-mail, phone, street address, coordinates or account fields, so
// nothing private can leak into the HTML by accident.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { publicName } from "@/lib/public-profiles/format";
import { cachedRead, publicProfileTag } from "@/lib/public-pages/cache";

export const PUBLIC_PAGE_SIZE = 24;
/** one sitemap file holds at most 50,000 URLs; the fixed pages take a few */
export const SITEMAP_PROFILE_LIMIT = 49_000;

/** Who has a public profile: providers whose account is not deleted, closed or suspended by an admin. */
export function publicProviderWhere(now = new Date()) {
  return {
    type: "provider",
    deletedAt: null,
    bannedAt: null,
    OR: [{ suspendedUntil: null }, { suspendedUntil: { lte: now } }],
  } satisfies Prisma.UserWhereInput;
}

const cardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  avatar: true,
  city: true,
  state: true,
  reviewScore: true,
  reviewCount: true,
  profile: { select: { title: true, skills: true, hourlyRate: true } },
} satisfies Prisma.UserSelect;

const profileSelect = {
  id: true,
  firstName: true,
  lastName: true,
  avatar: true,
  city: true,
  state: true,
  reviewScore: true,
  reviewCount: true,
  createdAt: true,
  updatedAt: true,
  profile: { select: { title: true, overview: true, skills: true, hourlyRate: true, categories: true, updatedAt: true } },
  educations: {
    select: { id: true, name: true, degree: true, fieldOfStudy: true, description: true, from: true, to: true },
    orderBy: [{ from: "desc" }, { createdAt: "desc" }],
  },
  employments: {
    select: { id: true, company: true, role: true, description: true, from: true, to: true },
    orderBy: [{ from: "desc" }, { createdAt: "desc" }],
  },
} satisfies Prisma.UserSelect;

type CardRow = Prisma.UserGetPayload<{ select: typeof cardSelect }>;
type ProfileRow = Prisma.UserGetPayload<{ select: typeof profileSelect }>;

export type PublicProviderCard = ReturnType<typeof toCard>;
export type PublicProviderProfile = ReturnType<typeof toProfile>;

export async function listPublicProviders({ page = 1, pageSize = PUBLIC_PAGE_SIZE } = {}) {
  const safePage = Math.max(1, Math.floor(page));
  const [total, rows] = await Promise.all([
    db.user.count({ where: publicProviderWhere() }),
    db.user.findMany({
      where: publicProviderWhere(),
      select: cardSelect,
      // stable order, so a profile stays on the same page between crawls
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (safePage - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { items: rows.map(toCard), total, page: safePage, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getPublicProvider(id: string) {
  const row = await db.user.findFirst({ where: { id, ...publicProviderWhere() }, select: profileSelect, relationLoadStrategy: "join" });
  return row ? toProfile(row) : null;
}

/** getPublicProvider through Next's data cache, tagged for revalidatePublicProfile (lib/public-pages/cache.ts). */
export const getCachedPublicProvider = cachedRead(
  "public-profile",
  getPublicProvider,
  (id) => [publicProfileTag(id)],
  (p) => ({
    ...p,
    memberSince: new Date(p.memberSince),
    lastModified: new Date(p.lastModified),
  }),
);

export async function listPublicProviderSitemapEntries(limit = SITEMAP_PROFILE_LIMIT) {
  const rows = await db.user.findMany({
    where: publicProviderWhere(),
    select: { id: true, updatedAt: true, profile: { select: { updatedAt: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, lastModified: latest(r.updatedAt, r.profile?.updatedAt) }));
}

function toCard(u: CardRow) {
  return {
    id: u.id,
    name: publicName(u.firstName, u.lastName),
    avatar: u.avatar,
    city: u.city,
    state: u.state,
    reviewScore: u.reviewScore,
    reviewCount: u.reviewCount,
    title: u.profile?.title ?? "",
    skills: u.profile?.skills ?? [],
    /** cents per hour */
    hourlyRate: u.profile?.hourlyRate ?? 0,
  };
}

function toProfile(u: ProfileRow) {
  return {
    id: u.id,
    name: publicName(u.firstName, u.lastName),
    firstName: u.firstName.trim(),
    avatar: u.avatar,
    city: u.city,
    state: u.state,
    reviewScore: u.reviewScore,
    reviewCount: u.reviewCount,
    memberSince: u.createdAt,
    lastModified: latest(u.updatedAt, u.profile?.updatedAt),
    title: u.profile?.title ?? "",
    overview: u.profile?.overview ?? "",
    skills: u.profile?.skills ?? [],
    categories: u.profile?.categories ?? [],
    /** cents per hour */
    hourlyRate: u.profile?.hourlyRate ?? 0,
    educations: u.educations,
    employments: u.employments,
  };
}

function latest(a: Date, b?: Date | null) {
  return b && b > a ? b : a;
}
