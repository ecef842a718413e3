// Provider categories are stored by name (as the spec does), so every name must be one of ours:
// a category or a sub-category of the tree that global/get_data serves.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";

/** Returns the canonical spelling of each name; refuses (400) the first name that is not a category. */
export async function resolveCategories(names: string[], client: Tx | typeof db = db): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await client.category.findMany({ select: { name: true } });
  const byLower = new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.name]));
  const out: string[] = [];
  for (const name of names) {
    const canonical = byLower.get(name.trim().toLowerCase());
    if (!canonical) throw badRequest(`"${name}" is not one of our categories. Please choose categories from the list.`);
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}
