// POST /api/job/unfavorite – an employee removes a saved job (id) → { job }
import { route } from "@/lib/http/route";
import { idSchema } from "@/lib/jobs/schemas";
import { unfavoriteJob } from "@/lib/jobs/favorite-job";

export const POST = route({ role: "provider", input: idSchema }, async ({ user, input }) => {
  return { job: await unfavoriteJob(user, input.id) };
});
