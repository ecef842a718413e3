// Category filters: jobs and profiles store category *names* (spec §3). Choosing a top category means its
// sub-categories too, so a job filed only under "Bartender" is found by "Hospitality".
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";

export async function expandCategories(names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await query<{ name: string }>(Prisma.sql`
    SELECT c."name" FROM "Category" c
    LEFT JOIN "Category" p ON p."id" = c."parentId"
    WHERE c."name" = ANY(${names}::text[]) OR p."name" = ANY(${names}::text[])`);
  return [...new Set([...names, ...rows.map((r) => r.name)])];
}
