// POST /api/job/update – the owner edits an open job (the whole form) → { job }
import { route } from "@/lib/http/route";
import { updateJobSchema } from "@/lib/jobs/schemas";
import { updateJob } from "@/lib/jobs/save-job";

export const POST = route({ role: "customer", input: updateJobSchema }, async ({ user, input }) => {
  return { job: await updateJob(user, input) };
});
