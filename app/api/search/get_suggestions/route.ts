// GET /api/search/get_suggestions?query=&type=user|job|category|location|all&field= → {query, result}
// Suggestions start at the 3rd character; a shorter query answers an empty list, not an error.
import { route } from "@/lib/http/route";
import { suggestionsSchema } from "@/lib/search/schemas";
import { getSuggestions } from "@/lib/search/suggestions";

export const GET = route({ input: suggestionsSchema }, async ({ user, input }) => {
  const userTypes = user.type === "provider" ? (["customer"] as const) : (["provider"] as const);
  const result = await getSuggestions({
    query: input.query,
    type: input.type,
    field: input.field,
    limit: input.limit,
    userTypes: [...userTypes],
  });
  return { query: input.query, result };
});
