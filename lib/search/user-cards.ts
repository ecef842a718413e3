// The person of a search result: public profile fields only (a narrower select than toPublicUserDto: no
// education, work history or resume), with why they matched. E-mail and phone are never selected.
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import { coarse, displayName, publicLocation } from "@/lib/accounts/dto";
import { centsToDollars } from "@/lib/money/amounts/convert";
import type { PreparedText } from "@/lib/search/text-query";
import type { Match } from "@/lib/search/job-cards";
import { roundMiles } from "@/lib/geo/distance";

type Row = {
  id: string;
  type: "customer" | "provider" | "admin";
  firstName: string;
  lastName: string;
  company: string;
  accountType: "personal" | "company" | null;
  avatar: string;
  location: string;
  city: string;
  state: string;
  county: string;
  country: string;
  zipcode: string;
  lat: number | null;
  lng: number | null;
  level: number;
  reviewScore: number;
  reviewCount: number;
  createdAt: Date;
  lastActiveAt: Date;
  title: string | null;
  overview: string | null;
  skills: string[] | null;
  categories: string[] | null;
  hourlyRate: number | null;
  completedJobs: number | null;
  matchedSkills: string[];
  matchedCategories: string[];
  inName: boolean;
  inTitle: boolean;
  inCategories: boolean;
  inOverview: boolean;
};

/** Public cards of these people, in the given order (deleted people are dropped). */
export async function loadUserCards(
  candidates: { id: string; miles: number | null }[],
  opts: { text: PreparedText | null; categories: string[] },
) {
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => c.id);
  const any = opts.text?.any ?? null;
  const q = any ? Prisma.sql`to_tsquery('english', ${any})` : null;
  const rows = await query<Row>(Prisma.sql`
    SELECT u."id", u."type"::text AS "type", u."firstName", u."lastName", u."company", u."accountType"::text AS "accountType",
           u."avatar", u."location", u."city", u."state", u."county", u."country", u."zipcode", u."lat", u."lng", u."level",
           u."reviewScore", u."reviewCount", u."createdAt", u."lastActiveAt",
           p."title", p."overview", p."skills", p."categories", p."hourlyRate", s."completedJobs",
           ${q ? Prisma.sql`ARRAY(SELECT x FROM unnest(p."skills") x WHERE to_tsvector('english', x) @@ ${q})` : Prisma.sql`'{}'::text[]`} AS "matchedSkills",
           ARRAY(SELECT x FROM unnest(p."categories") x
                 WHERE x = ANY(${opts.categories}::text[]) ${q ? Prisma.sql`OR to_tsvector('english', x) @@ ${q}` : Prisma.empty}) AS "matchedCategories",
           ${q ? Prisma.sql`to_tsvector('english', u."firstName" || ' ' || u."lastName" || ' ' || u."company") @@ ${q}` : Prisma.sql`false`} AS "inName",
           ${q ? Prisma.sql`to_tsvector('english', coalesce(p."title", '')) @@ ${q}` : Prisma.sql`false`} AS "inTitle",
           ${q ? Prisma.sql`to_tsvector('english', search_join(p."categories")) @@ ${q}` : Prisma.sql`false`} AS "inCategories",
           ${q ? Prisma.sql`to_tsvector('english', left(coalesce(p."overview", ''), 5000)) @@ ${q}` : Prisma.sql`false`} AS "inOverview"
    FROM "User" u
    LEFT JOIN "ProviderProfile" p ON p."userId" = u."id"
    LEFT JOIN "UserSearch" s ON s."userId" = u."id"
    WHERE u."id" = ANY(${ids}::text[]) AND u."deletedAt" IS NULL`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return candidates.flatMap((c) => {
    const r = byId.get(c.id);
    return r ? [toUserCard(r, c.miles)] : [];
  });
}

export function toUserCard(r: Row, miles: number | null) {
  const fields = [
    r.inName && "name",
    r.inTitle && "title",
    r.matchedSkills.length > 0 && "skills",
    r.inCategories && "categories",
    r.inOverview && "overview",
  ].filter((f): f is string => Boolean(f));
  return {
    _id: r.id,
    type: r.type,
    name: displayName(r),
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    accountType: r.accountType,
    avatar: r.avatar,
    location: publicLocation(r),
    city: r.city,
    state: r.state,
    county: r.county,
    country: r.country,
    zipcode: r.zipcode,
    lat: coarse(r.lat),
    lng: coarse(r.lng),
    level: r.level,
    reviewScore: r.reviewScore,
    reviewCount: r.reviewCount,
    completedJobs: r.completedJobs ?? 0,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt.toISOString(),
    title: r.title ?? "",
    overview: r.overview ?? "",
    skills: r.skills ?? [],
    categories: r.categories ?? [],
    /** dollars per hour */
    hourlyRate: centsToDollars(r.hourlyRate ?? 0),
    match: { distance: roundMiles(miles), skills: r.matchedSkills, categories: r.matchedCategories, fields } satisfies Match,
  };
}
export type UserCard = ReturnType<typeof toUserCard>;
