// POST /api/job/get_recommend_employees – ranked employees for the owner's job (id, page, limit)
// → { users: [card + distance, score, factors, reasons], total, page, limit }
import { route } from "@/lib/http/route";
import { recommendSchema } from "@/lib/jobs/schemas";
import { recommendEmployees } from "@/lib/matching/recommend-employees";

export const POST = route({ role: "customer", input: recommendSchema }, async ({ user, input }) => {
  return recommendEmployees(user, input);
});
