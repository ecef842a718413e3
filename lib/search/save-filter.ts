// The last filter a signed-in person searched with is kept on their account (searchFilter for
// jobs, searchUserFilter for people) and comes back with user/get_user, so the filter modal reopens as
// they left it. Written only when it changed, so paging and repeated searches cost no write.
import { db } from "@/lib/db";
import type { SavedJobFilter, SavedUserFilter } from "@/lib/search/parse-filter";

export async function saveJobFilter(userId: string, filter: SavedJobFilter) {
  const json = JSON.stringify(filter);
  await db.$executeRaw`
    UPDATE "User" SET "searchFilter" = ${json}::jsonb
    WHERE "id" = ${userId} AND "searchFilter" IS DISTINCT FROM ${json}::jsonb`;
}

export async function saveUserFilter(userId: string, filter: SavedUserFilter) {
  const json = JSON.stringify(filter);
  await db.$executeRaw`
    UPDATE "User" SET "searchUserFilter" = ${json}::jsonb
    WHERE "id" = ${userId} AND "searchUserFilter" IS DISTINCT FROM ${json}::jsonb`;
}
