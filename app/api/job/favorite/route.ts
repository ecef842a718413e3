// POST /api/job/favorite – an employee saves an open job (id) → { job }
import { route } from "@/lib/http/route";
import { idSchema } from "@/lib/jobs/schemas";
import { favoriteJob } from "@/lib/jobs/favorite-job";

export const POST = route({ role: "provider", input: idSchema }, async ({ user, input }) => {
  return { job: await favoriteJob(user, input.id) };
});
