// What a search needs to know about the person searching: their side, their point and (for "only my
// industry") their categories: an employee's profile categories, an employer's jobs' categories.
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";
import type { User } from "@/lib/generated/prisma/client";
import type { Viewer } from "@/lib/search/parse-filter";

export async function viewerFor(user: User, needCategories: boolean): Promise<Viewer> {
  const base = { type: user.type, lat: user.lat, lng: user.lng, categories: [] as string[] };
  if (!needCategories) return base;
  const rows = await query<{ name: string }>(Prisma.sql`
    SELECT DISTINCT unnest(p."categories") AS "name" FROM "ProviderProfile" p WHERE p."userId" = ${user.id}
    UNION
    SELECT DISTINCT unnest(j."categories") FROM (
      SELECT "categories" FROM "Job" WHERE "creatorId" = ${user.id} ORDER BY "createdAt" DESC LIMIT 50
    ) j`);
  return { ...base, categories: rows.map((r) => r.name) };
}
