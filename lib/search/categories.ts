// Category filters: jobs and profiles store category *names*. Choosing a top category means its
// sub-categories too, so a job filed only under "Bartender" is found by "Hospitality". The tree changes
// rarely: an expansion is remembered for a minute (a search saves a round trip).
import { Prisma } from "@/lib/generated/prisma/client";
import { query } from "@/lib/search/sql";

const TTL_MS = 60_000;
const cache = new Map<string, { names: string[]; at: number }>();

export async function expandCategories(names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const key = [...names].sort().join("\u0000");
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.names;
  const rows = await query<{ name: string }>(Prisma.sql`
    SELECT c."name" FROM "Category" c
    LEFT JOIN "Category" p ON p."id" = c."parentId"
    WHERE c."name" = ANY(${names}::text[]) OR p."name" = ANY(${names}::text[])`);
  const expanded = [...new Set([...names, ...rows.map((r) => r.name)])];
  if (cache.size > 1000) cache.clear();
  cache.set(key, { names: expanded, at: Date.now() });
  return expanded;
}
