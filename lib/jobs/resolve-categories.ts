// Job categories are stored by name (as the spec does); every name must be a category or sub-category
// of the tree global/get_data serves. (The same rule as the profile's categories.)
import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";

export async function resolveJobCategories(names: string[]): Promise<string[]> {
  const rows = await db.category.findMany({ select: { name: true } });
  const byLower = new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.name]));
  const out: string[] = [];
  for (const name of names) {
    const canonical = byLower.get(name.trim().toLowerCase());
    if (!canonical) throw badRequest(`"${name}" is not one of our categories. Please choose categories from the list.`);
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}
